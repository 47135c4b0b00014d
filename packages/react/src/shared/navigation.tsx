import type { DeckRef } from '@kalima/core'
import type { ReactNode } from 'react'

/** Renders a link with the host's router (e.g. wouter's or react-router's `<Link to>`); `<a href>` by default. */
export type RenderLink = (props: {
  href: string
  className?: string
  children: ReactNode
  'data-variant'?: string
  'aria-current'?: 'page'
}) => ReactNode

/** How a widget leaves itself: callbacks, or links rendered by the host. */
export interface NavigationProps {
  /** Called by Go Home / Go to Home. */
  onGoHome?: () => void
  /** Link of the home screen (with {@link RenderLink}). */
  homeHref?: string
  /** Called by Next Category with the next deck. */
  onNextCategory?: (next: DeckRef) => void
  /** Link of a deck in the same mode, for Next Category. */
  deckHref?: (deck: DeckRef) => string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
}

/** `<a href>`: the link of a widget whose host gives no {@link RenderLink}. */
export const defaultLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

/** A button that is a link when there is an href, else calls `onClick`; nothing if neither. */
export function NavAction({
  href,
  onClick,
  renderLink = defaultLink,
  children,
  variant,
}: {
  href?: string
  onClick?: () => void
  renderLink?: RenderLink
  children: ReactNode
  variant?: 'primary'
}) {
  if (href !== undefined) {
    return (
      <>{renderLink({ href, className: 'kalima-button', children, 'data-variant': variant })}</>
    )
  }
  if (!onClick) return null
  return (
    <button type="button" className="kalima-button" data-variant={variant} onClick={onClick}>
      {children}
    </button>
  )
}

/**
 * A widget's way home: the host's `homeHref` link (through its `renderLink`), else a button
 * calling its `onGoHome`; nothing when the host gives neither.
 */
export function GoHomeAction({
  nav,
  variant,
  children,
}: {
  /** The widget's navigation props. */
  nav: Pick<NavigationProps, 'homeHref' | 'onGoHome' | 'renderLink'>
  variant?: 'primary'
  /** The label (Go Home, Go to Home). */
  children: ReactNode
}) {
  return (
    <NavAction
      href={nav.homeHref}
      onClick={nav.onGoHome}
      renderLink={nav.renderLink}
      variant={variant}
    >
      {children}
    </NavAction>
  )
}

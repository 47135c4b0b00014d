import type { RenderLink } from '@kalima/react'
import type { ReactNode } from 'react'
import { Link, useRoute } from 'wouter'

/** Widgets render their links with the site's router, so navigation stays client-side. */
export const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
)

/** A link of the site's navigation: marked `aria-current="page"` while its page is shown. */
export function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [current] = useRoute(to)
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}

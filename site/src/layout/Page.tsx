import { useKalima } from '@kalima/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { usePageTitle } from './usePageTitle'

/** A content page: a home link, its main heading and its body. */
export function Page({
  title,
  heading = title,
  children,
  className,
}: {
  title: string
  /** The page's h1; `null` when the page's widget shows it (one heading per page). */
  heading?: string | null
  children: ReactNode
  className?: string
}) {
  usePageTitle(title)
  const { t } = useKalima()
  return (
    <article className={`page ${className ?? ''}`}>
      <Link className="page__home" to="/flash">
        <span className="page__home-arrow" aria-hidden="true">
          ←
        </span>{' '}
        {t('site.nav.home')}
      </Link>
      {heading !== null && <h1>{heading}</h1>}
      {children}
    </article>
  )
}

import { useKalima } from '@kalima/react'
import { Link } from 'wouter'
import { usePageTitle } from '../layout/usePageTitle'

/** A real 404 page for unknown paths. */
export function NotFoundPage() {
  const { t } = useKalima()
  usePageTitle(t('site.notFound.title'))
  return (
    <article className="page page--not-found">
      <h1>{t('site.notFound.title')}</h1>
      <p>{t('site.notFound.text')}</p>
      <p>
        <Link to="/flash">{t('site.notFound.back')}</Link>
      </p>
    </article>
  )
}

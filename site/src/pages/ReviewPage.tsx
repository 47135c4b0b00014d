import { Review, useKalima } from '@kalima/react'
import { Link } from 'react-router'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

/** Review: spaced repetition over every word already studied. */
export function ReviewPage() {
  const { t } = useKalima()
  usePageTitle(t('mode.review'))
  return (
    <div className="card-page" data-mode="review">
      <header className="page-banner">
        <h1>{t('mode.review')}</h1>
        <p>{t('site.review.intro')}</p>
      </header>
      <Review homeHref="/flash" renderLink={renderLink} />
      <p className="page-note">
        {t('site.review.empty')} <Link to="/flashcards/1">{t('site.review.start', { n: 1 })}</Link>
      </p>
    </div>
  )
}

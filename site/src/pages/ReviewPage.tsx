import { Review } from '@kalima/react'
import { Link } from 'react-router'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

/** Review: spaced repetition over every word already studied. */
export function ReviewPage() {
  usePageTitle('Review')
  return (
    <div className="card-page" data-mode="review">
      <header className="page-banner">
        <h1>Review</h1>
        <p>Words you have studied come back just before you would forget them.</p>
      </header>
      <Review homeHref="/flash" renderLink={renderLink} />
      <p className="page-note">
        Nothing studied yet? Start with <Link to="/flashcards/1">lesson 1</Link>.
      </p>
    </div>
  )
}

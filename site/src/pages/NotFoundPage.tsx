import { Link } from 'react-router'
import { usePageTitle } from '../layout/usePageTitle'

/** A real 404 page for unknown paths. */
export function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <article className="page page--not-found">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/flash">Go to the home page</Link> to pick a lesson.
      </p>
    </article>
  )
}

import { DataCredit } from '@kalima/react'
import { Link } from 'react-router'

/** Site footer: secondary pages and the data credits. */
export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="More">
        <Link to="/team">Team</Link>
        <Link to="/feedback">Feedback</Link>
        <Link to="/embed">Embed a deck</Link>
        <Link to="/terms">Terms</Link>
        <Link to="/privacy">Privacy</Link>
      </nav>
      <DataCredit />
      <p>
        <Link to="/about">Credits</Link>
      </p>
    </footer>
  )
}

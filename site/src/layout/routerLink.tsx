import type { RenderLink } from '@kalima/react'
import { Link } from 'react-router'

/** Widgets render their links with the site's router, so navigation stays client-side. */
export const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
)

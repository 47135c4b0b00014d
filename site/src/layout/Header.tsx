import { LanguageSelector } from '@kalima/react'
import { Link, NavLink } from 'react-router'
import { ProfileArea } from './ProfileArea'

/** Site header: logo, main links, meaning language, Sign In or the learner's profile. */
export function Header() {
  return (
    <header className="site-header">
      <Link to="/" className="site-header__logo" aria-label="Kalima home">
        <span lang="ar" dir="rtl" aria-hidden="true">
          كلمة
        </span>
        <span>Kalima</span>
      </Link>
      <nav aria-label="Main" className="site-header__nav">
        <NavLink to="/about">About</NavLink>
        <NavLink to="/contact">Contact</NavLink>
        <NavLink to="/blog">Blog</NavLink>
      </nav>
      <div className="site-header__tools">
        <LanguageSelector label="Meaning language" hideLabel />
        <ProfileArea />
      </div>
    </header>
  )
}

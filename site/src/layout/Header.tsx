import { LanguageSelector, useKalima } from '@kalima/react'
import { Link } from 'wouter'
import { LOGO_WORD } from './logo'
import { ProfileArea } from './ProfileArea'
import { NavLink } from './routerLink'

/** Site header: logo, main links, meaning language, Sign In or the learner's profile. */
export function Header() {
  const { t } = useKalima()
  return (
    <header className="site-header">
      {/* Named by its visible word and then where it leads, so that a voice command saying
          "Kalima" finds it (the name holds the visible text: WCAG 2.5.3). */}
      <Link to="/" className="site-header__logo">
        <span lang="ar" dir="rtl" aria-hidden="true">
          {LOGO_WORD}
        </span>
        <span lang="en" dir="ltr">
          Kalima
        </span>
        <span className="kalima-visually-hidden"> — {t('site.nav.home')}</span>
      </Link>
      <nav aria-label={t('site.nav.main')} className="site-header__nav">
        <NavLink to="/read">{t('site.nav.read')}</NavLink>
        <NavLink to="/about">{t('site.nav.about')}</NavLink>
        <NavLink to="/contact">{t('site.nav.contact')}</NavLink>
        <NavLink to="/blog">{t('site.nav.blog')}</NavLink>
      </nav>
      <div className="site-header__tools">
        <LanguageSelector label={t('settings.language')} hideLabel />
        <ProfileArea />
      </div>
    </header>
  )
}

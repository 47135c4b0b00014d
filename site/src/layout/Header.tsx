import { studyPageOf } from '@kalima/core'
import { LanguageSelector, useKalima } from '@kalima/react'
import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { LOGO_WORD } from './logo'
import { ProfileArea } from './ProfileArea'
import { NavLink } from './routerLink'
import { SettingsIcon } from './SettingsIcon'

// The settings panel is not in the first load: it loads when the learner first opens it.
const SettingsDialog = lazy(() =>
  import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog })),
)

/**
 * Site header: logo, main links, meaning language, Settings (every setting, and the copy of
 * progress, from any page), Sign In or the learner's profile.
 */
export function Header() {
  const { t } = useKalima()
  const [settings, setSettings] = useState<'closed' | 'open' | null>(null)
  const [location] = useLocation()
  // A deck's study page has Settings of its own at every width (its taskbar; a phone's study
  // bar, where the header is hidden): one is enough, and the header's must not show while the
  // page loads and then go. Today and Review have only the study bar, a phone's: on a wider
  // screen their Settings is the header's.
  const ownSettings = studyPageOf(location) !== undefined
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
        {!ownSettings && (
          <button
            type="button"
            className="button site-header__settings"
            aria-haspopup="dialog"
            aria-label={t('settings.title')}
            onClick={() => setSettings('open')}
          >
            <SettingsIcon />
          </button>
        )}
        <ProfileArea />
      </div>
      {settings && (
        <Suspense fallback={null}>
          <SettingsDialog open={settings === 'open'} onClose={() => setSettings('closed')} />
        </Suspense>
      )}
    </header>
  )
}

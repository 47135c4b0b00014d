import { languageDirection } from '@kalima/core'
import { StorageWarning, useKalima } from '@kalima/react'
import { type ReactNode, Suspense, useLayoutEffect } from 'react'
import { Footer } from './Footer'
import { Header } from './Header'

/** What the main area shows while a page's chunk loads (and the app shell's main area). */
export function PageLoading() {
  const { t } = useKalima()
  return (
    <p className="loading" aria-live="polite">
      {t('common.loading')}
    </p>
  )
}

/**
 * Every page: header, the page itself (`children`), footer; above the page, a warning when the
 * progress is not being saved.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t, uiLanguage } = useKalima()
  // The document speaks the interface language: its lang for screen readers and fonts, its
  // direction so that the whole page (header and footer included) mirrors for Urdu. Set as
  // the render commits (a layout effect), not a frame later: a page the service worker answers
  // with the app shell (English, lang="en") never shows its content under the shell's lang.
  useLayoutEffect(() => {
    document.documentElement.lang = uiLanguage
    document.documentElement.dir = languageDirection(uiLanguage)
  }, [uiLanguage])
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('site.skip')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {/* Only when the browser cannot save the progress (its storage unavailable or full). Its
            box is always there, empty while saving works, so that the prerendered page and the
            app's first render have the same children: a warning shown at the first render would
            otherwise stand where the prerendered page was, and the app take it over twice. */}
        <div className="storage-slot">
          <StorageWarning className="storage-warning" />
        </div>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  )
}

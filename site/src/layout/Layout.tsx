import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { Footer } from './Footer'
import { Header } from './Header'

/** What the main area shows while a page's chunk loads (and the app shell's main area). */
export function PageLoading() {
  return (
    <p className="loading" aria-live="polite">
      Loading…
    </p>
  )
}

/** Every page: header, the page itself, footer. */
export function Layout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}

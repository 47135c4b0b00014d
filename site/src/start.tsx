// The app's last stage (main.tsx imports it in a task of its own, after page-data.ts): the
// widgets, the pages, the router and the first render.
import type { LanguageCode } from '@kalima/core'
import { prepareDictionary } from '@kalima/react'
import { setPseudoLocale } from '@kalima/react/testing'
import { useSyncExternalStore } from 'react'
import { Router } from 'wouter'
import { App, preloadRoute, routeDictionaryParts } from './App'
import { aroundNav } from './app-update'
import { backend, client, connection, pageLanguage } from './kalima'
import { languageBase } from './language'
import { mount } from './mount'
import { nextTask } from './next-task'
import { Root, type SiteServices } from './Root'

/** What main.tsx read from the page's URL and started loading. */
export interface StartOptions {
  /** The page's interface language (its URL's: /ur/learn/1 is Urdu). */
  lang: LanguageCode
  /** The page's path without its language (/learn/1). */
  path: string
  /** ?pseudo: every interface text pseudo-localised (tests/e2e/site-pseudo). */
  pseudo: boolean
  /** Data the first render waits for (a study page's deck, a surah's verses). */
  loading: Promise<unknown>[]
}

/**
 * Renders the app over the prerendered page, once the page's chunk, its dictionary parts (a
 * content page's texts are its `pages` part) and the data in `loading` are in: so the first
 * render shows what the prerendered page shows rather than a "Loading…" fallback. The render
 * runs in a task of its own.
 */
export async function start({ lang, path, pseudo, loading }: StartOptions): Promise<void> {
  setPseudoLocale(pseudo)
  await Promise.all([
    preloadRoute(path),
    prepareDictionary(lang, routeDictionaryParts(path)),
    ...loading,
  ]).catch(() => undefined)
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('Kalima: #root element missing from index.html')
  // A study widget the prerender made inert: this page's HTML shows its first session, which
  // the app takes over as it is (the app shell and other pages have none).
  const prerenderedSession = root.querySelector('[data-kalima-widget][inert]') !== null
  const services: SiteServices = {
    client,
    connection,
    prerenderedSession,
    initialTheme: document.documentElement.dataset.kalimaTheme === 'dark' ? 'dark' : 'light',
    ...(import.meta.env.VITE_KALIMA_WORD_AUDIO
      ? { wordAudio: import.meta.env.VITE_KALIMA_WORD_AUDIO }
      : {}),
  }
  mount(root, <LiveApp services={services} />)
  // The app has rendered over the page (the prerendered DOM taken over): tests wait for this.
  document.documentElement.setAttribute('data-kalima-app', 'rendered')
  // index.html hid the prerendered Sign In while a session is saved: show the header's real
  // state once the backend has read that session (the SDK loads after the page) and the app
  // has rendered it, so a signed-in learner sees neither "Sign In" nor the header move.
  void backend.ready.then(nextTask).then(() => {
    delete document.documentElement.dataset.session
  })
}

/**
 * The app in the page's interface language (page-language.ts): a change of it re-renders the
 * pages in the new language under its URL prefix, without a reload.
 */
function LiveApp({ services }: { services: SiteServices }) {
  const lang = useSyncExternalStore(pageLanguage.subscribe, pageLanguage.get)
  return (
    <Root services={services} uiLanguage={lang}>
      <Router base={languageBase(lang)} aroundNav={aroundNav}>
        <App />
      </Router>
    </Root>
  )
}

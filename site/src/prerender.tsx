// The build's prerender (site/prerender-plugin.ts): every route rendered to HTML with the
// app's own components, on Preact as in the browser, into a DOM (jsdom) set up by the plugin.
// Each page is rendered as a first-time visitor's first render: stores not yet loaded,
// signed out, the default language. The browser's first render takes the same DOM over
// (mount.preact.ts), so the page paints from the HTML and nothing is replaced.
import {
  createKalimaClient,
  createMemoryStorage,
  DECK_PATH_IDS,
  firstVisitLanguages,
  LANGUAGES,
  type LanguageCode,
  languageDirection,
  loadMeanings,
  SURAH_DECK_IDS,
} from '@kalima/core'
import { loadArabicVerses, loadReaderPage, SURAH_COUNT } from '@kalima/core/reader'
import { DICTIONARY_PARTS, type DictionaryPart, prepareDictionary, translator } from '@kalima/react'
import { render } from 'preact'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { App, routeDictionaryParts, routePages, routes } from './App'
import { figures } from './data/figures'
import { languageBase, pathIn } from './language'
import { Layout, PageLoading } from './layout/Layout'
import { isLazyPage } from './layout/lazyPage'
import { pageTitle, TitleSink } from './layout/usePageTitle'
import { Root, type SiteServices } from './Root'

/** One prerendered page. */
export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string
  /** The document title the page sets. */
  title: string
  /**
   * Source modules of the page's own chunks (their JS and CSS go in the page's HTML): its
   * page's and the dictionary parts it shows in its language, fetched with the app's stages
   * rather than once start.tsx asks for them.
   */
  modules: string[]
  /** The interface language of the page, its direction and its description. */
  lang: LanguageCode
  dir: 'ltr' | 'rtl'
  description: string
}

/** Every interface language a page is prerendered in: English (at the root) first. */
export const PAGE_LANGUAGES: readonly LanguageCode[] = [
  'en',
  ...LANGUAGES.map((l) => l.code).filter((code) => code !== 'en'),
]

/** The page's file path in `lang`: /learn/1 → /ur/learn/1. */
export const pagePath = (lang: LanguageCode, path: string) => pathIn(lang, path)

/** Title-independent facts of a page in `lang`: its language, direction and description. */
function pageFacts(lang: LanguageCode) {
  const t = translator(lang)
  return {
    lang,
    dir: languageDirection(lang),
    description: t('site.description', {
      words: figures.words,
      percent: figures.coveragePercent,
      languages: figures.languages,
    }),
    siteTitle: pageTitle('', t),
  }
}

/** Values of each route parameter: every lesson, the Pronouns deck and every surah deck. */
const PARAMS: Record<string, readonly (string | number)[]> = {
  id: DECK_PATH_IDS,
  surah: SURAH_DECK_IDS,
  // Every surah in the reader, its first verses in the page (the rest drawn by the app); a
  // verse of it (/read/2/255) opens from the app shell, which scrolls to it.
  chapter: Array.from({ length: SURAH_COUNT }, (_, i) => i + 1),
  verse: [],
  // /learn/read/:read is made from the learner's progress: the app shell serves it too.
  read: [],
}

/** Every path with a page of its own: each route, with each lesson, the Pronouns deck and surah deck. */
export function prerenderPaths(): string[] {
  const paths: string[] = []
  // `/` redirects and unknown paths get the app shell (index.html): neither is a route.
  for (const route of routes) {
    let expanded = ['']
    for (const segment of route.path.split('/')) {
      const values = segment.startsWith(':') ? PARAMS[segment.slice(1)] : [segment]
      if (!values) throw new Error(`prerender: no values for route parameter ${segment}`)
      expanded = expanded.flatMap((path) => values.map((value) => `${path}/${value}`))
    }
    paths.push(...expanded)
  }
  return [...new Set(paths)]
}

/** Loads every page's chunk and every part of every language's dictionary (the content pages' texts too), so each page renders at once, in its language. */
export async function preloadPages(): Promise<void> {
  const pages = new Set<unknown>(routes.map((route) => route.element.type))
  await Promise.all([...pages].filter(isLazyPage).map((page) => page.preload()))
  await Promise.all(PAGE_LANGUAGES.map((lang) => prepareDictionary(lang, DICTIONARY_PARTS)))
  // The data pages show in their first render: the meanings in each meaning language a first
  // visitor gets (a study page's words), and the reader's (every surah's words and texts).
  const meaningLanguages = [...new Set(PAGE_LANGUAGES.map(firstMeaningLanguage))]
  // A study page's first question, in the meanings a first visitor gets.
  // A surah deck's words carry their forms in its verses (the Arabic verses).
  await Promise.all([...meaningLanguages.map((lang) => loadMeanings(lang)), loadArabicVerses()])
  for (let surah = 1; surah <= SURAH_COUNT; surah++) {
    await Promise.all(meaningLanguages.map((lang) => loadReaderPage(surah, lang)))
  }
}

/** The meaning language a first visitor to a page in `lang` gets: core's rule, as kalima.ts applies it. */
const firstMeaningLanguage = (lang: LanguageCode): LanguageCode =>
  firstVisitLanguages([lang]).meaning

/**
 * A fresh client, as a first-time visitor's browser has it before anything loads (never
 * loaded: the page is unmounted before any effect runs).
 */
function services(lang: LanguageCode): SiteServices {
  return {
    client: createKalimaClient({
      storage: createMemoryStorage(),
      defaultLanguage: firstMeaningLanguage(lang),
    }),
    connection: null,
    // The HTML shows each study page's first session, as the browser then takes it over.
    prerenderedSession: true,
  }
}

/** The widgets a learner answers in (not the reader's text, the deck grid or Today's card, whose links work without the app). */
const STUDY_WIDGETS = ['learn', 'test', 'match', 'flashcards', 'words', 'review', 'practice']
  .map((name) => `[data-kalima-widget="${name}"]`)
  .join(', ')

/**
 * Controls that do nothing without the app, or whose input its first render would drop: the
 * study bar's buttons, the header's language picker and Settings, tabs (the home's), and the
 * pages' forms (sign-in, contact, feedback, the embed builder). The app starts once the page
 * has painted.
 */
const APP_CONTROLS =
  '.study-bar button, .site-header .kalima-language, .site-header__settings, [role="tablist"], main form'

/** The router's location at `path`, fixed: the prerender renders one page and never navigates. */
const staticLocation = (path: string) => memoryLocation({ path, static: true }).hook

/** Renders into a detached element and returns its markup, with form state as attributes. */
function renderToHtml(app: ReactElement): string {
  const container = document.createElement('div')
  render(app, container)
  // Properties the DOM does not reflect: the chosen option, checked boxes, typed values.
  for (const option of container.querySelectorAll('option')) {
    option.toggleAttribute('selected', option.selected)
  }
  for (const input of container.querySelectorAll('input')) {
    if (input.type === 'checkbox' || input.type === 'radio') {
      input.toggleAttribute('checked', input.checked)
    } else if (input.value) input.setAttribute('value', input.value)
  }
  for (const area of container.querySelectorAll('textarea')) area.textContent = area.value
  // A study widget answers only once the app has taken the page over: until then a tap or a
  // key would reach static HTML and be lost, so the prerendered widget is inert (the app's
  // first render, which sets every attribute as it renders them, removes it).
  for (const widget of container.querySelectorAll(STUDY_WIDGETS)) widget.setAttribute('inert', '')
  // So are the page's other controls that need the app (APP_CONTROLS); its links work
  // without it and stay live.
  for (const control of container.querySelectorAll(APP_CONTROLS)) control.setAttribute('inert', '')
  const html = container.innerHTML
  // Unmounted at once: no effect (loading meanings, saving stores) runs at build time.
  render(null, container)
  return html
}

/** The page at `path` in the interface language `lang`, as its first render in the browser shows it. */
export function renderPage(path: string, lang: LanguageCode = 'en'): PrerenderedPage {
  const sink: { title?: string } = {}
  const facts = pageFacts(lang)
  const html = renderToHtml(
    <TitleSink.Provider value={sink}>
      <Root services={services(lang)} uiLanguage={lang}>
        <Router hook={staticLocation(pagePath(lang, path))} base={languageBase(lang)}>
          <App />
        </Router>
      </Root>
    </TitleSink.Provider>,
  )
  return {
    html,
    title: sink.title ?? facts.siteTitle,
    modules: [
      ...routePages(path).map((page) => page.module),
      ...dictionaryModules(lang, routeDictionaryParts(path)),
      // A surah's page: the loader of its texts in a first visitor's meaning language.
      ...(/^\/read\/\d/.test(path)
        ? [`../packages/core/src/reader/texts.${firstMeaningLanguage(lang)}.ts`]
        : []),
    ],
    lang,
    dir: facts.dir,
    description: facts.description,
  }
}

/** The source module of each of `parts` of the UI dictionary of `lang` (its own chunk). */
const dictionaryModules = (lang: LanguageCode, parts: readonly DictionaryPart[]): string[] =>
  parts.map((part) => `../packages/react/src/i18n/${lang}${part === 'main' ? '' : `.${part}`}.ts`)

/**
 * The app shell (index.html): the layout with "Loading…" in the main area. Served for
 * every path without a page of its own (and by the service worker for every navigation).
 */
export function renderShell(lang: LanguageCode = 'en'): PrerenderedPage {
  const facts = pageFacts(lang)
  const html = renderToHtml(
    <Root services={services(lang)} uiLanguage={lang}>
      <Router hook={staticLocation('/')}>
        <Layout>
          <PageLoading />
        </Layout>
      </Router>
    </Root>,
  )
  return {
    html,
    title: facts.siteTitle,
    modules: dictionaryModules(lang, ['main', 'site']),
    lang,
    dir: facts.dir,
    description: facts.description,
  }
}

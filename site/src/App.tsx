import { DECK_MODES } from '@kalima/core'
import type { DictionaryPart } from '@kalima/react'
import type { ReactElement } from 'react'
import { matchRoute, Redirect, Route, useLocation, useRouter } from 'wouter'
import { Layout } from './layout/Layout'
import { isLazyPage, type LazyPage, lazyPage } from './layout/lazyPage'
import { HomePage } from './pages/HomePage'

// The home page ships in the first load; every other page is its own chunk. The first
// argument names the page's module for the build, which preloads its chunk in the page's HTML;
// the third, the part of the UI dictionaries the page's texts are in besides `main` and `site`
// (the content pages': `pages`), loaded with the page.
const ModePage = lazyPage(
  'src/pages/ModePage.tsx',
  async () => (await import('./pages/ModePage')).ModePage,
)
const ReviewPage = lazyPage(
  'src/pages/ReviewPage.tsx',
  async () => (await import('./pages/ReviewPage')).ReviewPage,
)
const TodayPage = lazyPage(
  'src/pages/TodayPage.tsx',
  async () => (await import('./pages/TodayPage')).TodayPage,
)
const AboutPage = lazyPage(
  'src/pages/AboutPage.tsx',
  async () => (await import('./pages/AboutPage')).AboutPage,
  'pages',
)
const ContactPage = lazyPage(
  'src/pages/ContactPage.tsx',
  async () => (await import('./pages/ContactPage')).ContactPage,
  'account',
)
const FeedbackPage = lazyPage(
  'src/pages/FeedbackPage.tsx',
  async () => (await import('./pages/FeedbackPage')).FeedbackPage,
  'account',
)
const TeamPage = lazyPage(
  'src/pages/TeamPage.tsx',
  async () => (await import('./pages/TeamPage')).TeamPage,
  'pages',
)
const AuthPage = lazyPage(
  'src/pages/AuthPage.tsx',
  async () => (await import('./pages/AuthPage')).AuthPage,
  'account',
)
const ResetPasswordPage = lazyPage(
  'src/pages/ResetPasswordPage.tsx',
  async () => (await import('./pages/ResetPasswordPage')).ResetPasswordPage,
  'account',
)
const UnsubscribePage = lazyPage(
  'src/pages/UnsubscribePage.tsx',
  async () => (await import('./pages/UnsubscribePage')).UnsubscribePage,
  'account',
)
const DashboardPage = lazyPage(
  'src/pages/DashboardPage.tsx',
  async () => (await import('./pages/DashboardPage')).DashboardPage,
  'assistant',
)
const BlogPage = lazyPage(
  'src/pages/BlogPage.tsx',
  async () => (await import('./pages/BlogPage')).BlogPage,
  'pages',
)
const TermsPage = lazyPage(
  'src/pages/TermsPage.tsx',
  async () => (await import('./pages/TermsPage')).TermsPage,
  'pages',
)
const PrivacyPage = lazyPage(
  'src/pages/PrivacyPage.tsx',
  async () => (await import('./pages/PrivacyPage')).PrivacyPage,
  'pages',
)
const EmbedPage = lazyPage(
  'src/pages/EmbedPage.tsx',
  async () => (await import('./pages/EmbedPage')).EmbedPage,
  'pages',
)
// The reader (issue 18): its JS loads only on /read routes.
const ReadPage = lazyPage(
  'src/pages/ReadPage.tsx',
  async () => (await import('./pages/ReadPage')).ReadPage,
  'reader',
)
const ReadSurahPage = lazyPage(
  'src/pages/ReadPage.tsx',
  async () => (await import('./pages/ReadPage')).ReadSurahPage,
  'reader',
)
const VocabularyPage = lazyPage(
  'src/pages/VocabularyPage.tsx',
  async () => (await import('./pages/VocabularyPage')).VocabularyPage,
  'reader',
)
const NotFoundPage = lazyPage(
  'src/pages/NotFoundPage.tsx',
  async () => (await import('./pages/NotFoundPage')).NotFoundPage,
)

/** A route of the app: its path pattern (`learn/:id`, relative to the root) and its page. */
export interface SiteRoute {
  path: string
  element: ReactElement
}

/** Every route of the app (original-app.md §2, with the pages PRODUCT.md adds), in the order they are matched. */
export const routes: SiteRoute[] = [
  { path: 'flash', element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  ...DECK_MODES.flatMap((mode) =>
    [mode, `${mode}/:id`, `${mode}/surah/:surah`, `${mode}/read/:read`].map((path) => ({
      path,
      element: <ModePage mode={mode} />,
    })),
  ),
  { path: 'review', element: <ReviewPage /> },
  // Review of a deck from the reader: the due words of its surah.
  { path: 'review/read/:read', element: <ReviewPage /> },
  { path: 'today', element: <TodayPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'feedback', element: <FeedbackPage /> },
  { path: 'team', element: <TeamPage /> },
  { path: 'auth', element: <AuthPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'unsubscribe', element: <UnsubscribePage /> },
  { path: 'ai-dashboard', element: <DashboardPage /> },
  { path: 'blog', element: <BlogPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'embed', element: <EmbedPage /> },
  { path: 'read', element: <ReadPage /> },
  { path: 'read/:chapter', element: <ReadSurahPage /> },
  { path: 'read/:chapter/:verse', element: <ReadSurahPage /> },
  { path: 'vocabulary', element: <VocabularyPage /> },
]

/**
 * The page of the current location inside the layout: the first route that matches, `/`
 * redirected to the home page, any other path "Page not found". The matched page keeps its
 * place in the tree, so moving between two paths of one page (/learn/1 → /learn/2)
 * re-renders it with the new parameters rather than remounting it.
 */
export function App() {
  const [location] = useLocation()
  const { parser } = useRouter()
  if (location === '/')
    return (
      <Layout>
        <Redirect to="/flash" replace />
      </Layout>
    )
  const route = routes.find(({ path }) => matchRoute(parser, `/${path}`, location)[0])
  return (
    <Layout>
      {route ? <Route path={`/${route.path}`}>{route.element}</Route> : <NotFoundPage />}
    </Layout>
  )
}

// The page of each first path segment ('learn' for /learn/3), for preloading: a plain
// lookup, where matching the path against every route would cost the first load
// milliseconds before the app does it again.
const pagesBySegment = new Map(
  routes.map((route) => [route.path.split('/')[0], route.element.type] as const),
)

/** The lazily loaded page that a path shows (none for the home page and the redirect). */
export function routePages(pathname: string): LazyPage<never>[] {
  const segment = pathname.split('/')[1] ?? ''
  const page = segment ? (pagesBySegment.get(segment) ?? NotFoundPage) : undefined
  return isLazyPage(page) ? [page] : []
}

/** The first path segments that show the home page (`/` redirects to it). */
const HOME_SEGMENTS: ReadonlySet<string> = new Set(['', 'flash', 'home'])

/**
 * The parts of the UI dictionaries a path's page shows: `main`, the site's own (its header,
 * footer and pages: `site`) and the page's own, if any: a lazily loaded page's, and the home
 * page's texts (`home`), which only it loads though its code is in the first load.
 */
export const routeDictionaryParts = (pathname: string): DictionaryPart[] => [
  'main',
  'site',
  ...(HOME_SEGMENTS.has(pathname.split('/')[1] ?? '') ? (['home'] as const) : []),
  ...routePages(pathname).flatMap((page) => (page.part ? [page.part] : [])),
]

/** Loads the chunk of a path's page, so its first render shows the page itself. */
export const preloadRoute = (pathname: string) =>
  Promise.all(routePages(pathname).map((page) => page.preload()))

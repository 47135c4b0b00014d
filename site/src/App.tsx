import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { Layout } from './layout/Layout'
import { HomePage } from './pages/HomePage'

// The home page ships in the first load; every other page is its own chunk.
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }))

const ModePage = lazy(async () => ({ default: (await import('./pages/ModePage')).ModePage }))
const ReviewPage = page(() => import('./pages/ReviewPage'), 'ReviewPage')
const AboutPage = page(() => import('./pages/AboutPage'), 'AboutPage')
const ContactPage = page(() => import('./pages/ContactPage'), 'ContactPage')
const FeedbackPage = page(() => import('./pages/FeedbackPage'), 'FeedbackPage')
const TeamPage = page(() => import('./pages/TeamPage'), 'TeamPage')
const AuthPage = page(() => import('./pages/AuthPage'), 'AuthPage')
const DashboardPage = page(() => import('./pages/DashboardPage'), 'DashboardPage')
const BlogPage = page(() => import('./pages/BlogPage'), 'BlogPage')
const TermsPage = page(() => import('./pages/TermsPage'), 'TermsPage')
const PrivacyPage = page(() => import('./pages/PrivacyPage'), 'PrivacyPage')
const EmbedPage = page(() => import('./pages/EmbedPage'), 'EmbedPage')
const NotFoundPage = page(() => import('./pages/NotFoundPage'), 'NotFoundPage')

const DECK_MODES = ['words', 'flashcards', 'learn', 'test', 'match'] as const

/** Every route of the app (original-app.md §2, with the pages PRODUCT.md adds). */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to="/flash" replace />} />
        <Route path="flash" element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        {DECK_MODES.map((mode) => [
          <Route key={`${mode}-0`} path={mode} element={<ModePage mode={mode} />} />,
          <Route key={`${mode}-1`} path={`${mode}/:id`} element={<ModePage mode={mode} />} />,
          <Route
            key={`${mode}-2`}
            path={`${mode}/surah/:surah`}
            element={<ModePage mode={mode} />}
          />,
        ])}
        <Route path="review" element={<ReviewPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="ai-dashboard" element={<DashboardPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="embed" element={<EmbedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

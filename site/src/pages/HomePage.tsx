import { deckPath, getDeck, hasHistory, PRONOUNS_DECK, resumePoint } from '@kalima/core'
import {
  DeckGrid,
  ProgressTerms,
  StudyAssistant,
  type UiMessageId,
  useKalima,
  useProgress,
} from '@kalima/react'
import { useState } from 'react'
import { Link } from 'react-router'
import { figures, formatCount } from '../data/figures'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

const TABS = [
  { id: 'words', label: 'Quranic Words' },
  { id: 'grammar', label: 'Grammar' },
  { id: 'dua', label: 'Dua' },
  { id: 'surahs', label: 'Surahs' },
  { id: 'tajweed', label: 'Tajweed' },
] as const
type TabId = (typeof TABS)[number]['id']

/**
 * Home: hero with one tap to study above the fold, then computed figures (a newcomer's first lesson in Words,
 * or "Continue" to the deck and mode opened last: core's resumePoint), the study assistant
 * once there is history, and the decks by tab.
 */
export function HomePage() {
  usePageTitle('')
  const { t } = useKalima()
  const progress = useProgress()
  const resume = resumePoint(progress)
  const history = hasHistory(progress)
  const [tab, setTab] = useState<TabId>('words')
  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = TABS[(index + step + TABS.length) % TABS.length]
    if (next) {
      setTab(next.id)
      document.getElementById(`tab-${next.id}`)?.focus()
    }
  }
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Learn the words of the Quran with Kalima</h1>
        <p className="hero__lead">
          {figures.words} words make up {figures.coveragePercent}% of the Quran's{' '}
          {formatCount(figures.quranWords)} words; the {figures.words} words + pronouns cover{' '}
          {figures.coverageWithPronounsPercent}%. Learn them in {figures.lessons} lessons and a
          pronouns deck, with meanings in {figures.languages} languages.
        </p>
        <p className="hero__actions">
          <Link className="button button--primary" to={resume.path} data-resume={resume.kind}>
            {resume.kind === 'continue'
              ? t('home.continue', {
                  deck: getDeck(resume.deck)?.title ?? '',
                  mode: t(`mode.${resume.mode}` as UiMessageId),
                })
              : t('home.start')}
          </Link>
          <Link className="button" to="/review">
            Review
          </Link>
        </p>
        <p className="hero__hint">
          {resume.kind === 'continue' ? t('home.continueHint') : t('home.startHint')}
        </p>
        <ul className="hero__figures" aria-label="Kalima in figures">
          <li>
            <strong>{figures.words}</strong> words
          </li>
          <li>
            <strong>{figures.coveragePercent}%</strong> of the Quran
          </li>
          <li>
            <strong>{figures.lessons}</strong> lessons
          </li>
        </ul>
      </section>
      {history && (
        <>
          <StudyAssistant variant="panel" headingLevel={2} />
          <p className="home__dashboard-link">
            <Link to="/ai-dashboard">Open the study assistant</Link>
          </p>
        </>
      )}
      <div role="tablist" aria-label="Study material" className="tabs">
        {TABS.map((t, i) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-panel">
        {(tab === 'words' || tab === 'surahs') && <ProgressTerms className="home__terms" />}
        {tab === 'words' && (
          <DeckGrid
            decks="lessons"
            deckHref={(d) => deckPath('flashcards', d)}
            renderLink={renderLink}
            label="Quranic Words"
          />
        )}
        {tab === 'surahs' && (
          <DeckGrid
            decks="surahs"
            deckHref={(d) => deckPath('flashcards', d)}
            renderLink={renderLink}
            label="Surahs"
          />
        )}
        {tab === 'grammar' && (
          <DeckGrid
            decks={[PRONOUNS_DECK]}
            deckHref={(d) => deckPath('flashcards', d)}
            renderLink={renderLink}
            label="Grammar"
          />
        )}
        {(tab === 'dua' || tab === 'tajweed') && (
          <p className="coming-soon">Content coming soon...</p>
        )}
      </div>
    </div>
  )
}

import { DECK_MODES, deckPath, hasHistory, PRONOUNS_DECK, resumePoint } from '@kalima/core'
import {
  DeckGrid,
  deckTitle,
  formatNumber,
  ProgressTerms,
  StudyAssistant,
  TodayCard,
  type UiMessageId,
  useDictionaryPart,
  useKalima,
  useProgress,
} from '@kalima/react'
import { useState } from 'react'
import { Link } from 'wouter'
import { figures } from '../data/figures'
import { PageLoading } from '../layout/Layout'
import { renderLink } from '../layout/routerLink'
import { usePageTitle } from '../layout/usePageTitle'

const TABS = ['words', 'grammar', 'dua', 'surahs', 'tajweed'] as const
type TabId = (typeof TABS)[number]
const tabLabel = (id: TabId): UiMessageId => `home.tab.${id}`

/**
 * Home: one way in, then the others. The hero's first action is Today's card (what is due and
 * new today, "Start today's session": Today teaches each new word, then asks it); below it,
 * every other way to study is one tap away, each with one line on what it is for: where the
 * learner left off (a newcomer's first lesson in Words, or "Continue" to the deck and mode
 * opened last: core's resumePoint), the other modes on that deck, and Review. Then computed
 * figures, the study assistant once there is history, and the decks by tab. Its texts are the
 * dictionary's `home` part: prepared before the first render on a home path (App's
 * routeDictionaryParts), waited for after a move inside the app ("Loading…" meanwhile).
 */
export function HomePage() {
  const ready = useDictionaryPart('home')
  return ready ? <Home /> : <PageLoading />
}

function Home() {
  usePageTitle('')
  const { t, uiLanguage } = useKalima()
  const percent = t('home.percent', { percent: figures.coveragePercent })
  const progress = useProgress()
  const resume = resumePoint(progress)
  const history = hasHistory(progress)
  const [tab, setTab] = useState<TabId>('words')
  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    // The tabs run in the reading direction: ArrowRight goes back in a right-to-left page.
    const rtl = document.documentElement.dir === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    const step = event.key === forward ? 1 : event.key === backward ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = TABS[(index + step + TABS.length) % TABS.length]
    if (next) {
      setTab(next)
      document.getElementById(`tab-${next}`)?.focus()
    }
  }
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.title')}</h1>
        {/* One way in: today's session first, for a newcomer as for a returning learner. */}
        <TodayCard
          className="home__today"
          href="/today"
          moreHref="/today?more=1"
          renderLink={renderLink}
        />
        <p className="hero__lead">
          {t('home.lead', {
            words: figures.words,
            percent: figures.coveragePercent,
            total: figures.quranWords,
            lessons: figures.lessons,
            languages: figures.languages,
          })}{' '}
          {t('home.leadPronouns', { percent: figures.coverageWithPronounsPercent })}
        </p>
        <h2 id="home-ways" className="home__ways-title">
          {t('home.ways')}
        </h2>
        <ul className="home__ways" aria-labelledby="home-ways">
          <li>
            <Link className="button" to={resume.path} data-resume={resume.kind}>
              {resume.kind === 'continue'
                ? t('home.continue', {
                    deck: deckTitle(resume.deck, t),
                    mode: t(`mode.${resume.mode}` as UiMessageId),
                  })
                : t('home.start')}
            </Link>
            <span className="home__way-hint">
              {resume.kind === 'continue' ? t('home.continueHint') : t('home.startHint')}
            </span>
          </li>
          {DECK_MODES.filter((mode) => mode !== resume.mode).map((mode) => (
            <li key={mode}>
              <Link className="button" to={deckPath(mode, resume.deck)}>
                {t(`mode.${mode}` as UiMessageId)}
              </Link>
              <span className="home__way-hint">{t(`home.way.${mode}` as UiMessageId)}</span>
            </li>
          ))}
          <li>
            <Link className="button" to="/review">
              {t('mode.review')}
            </Link>
            <span className="home__way-hint">{t('home.way.review')}</span>
          </li>
        </ul>
        <ul className="hero__figures" aria-label={t('home.figures')}>
          <li>
            <strong>{formatNumber(figures.words, uiLanguage)}</strong> {t('home.figureWords')}
          </li>
          <li>
            <strong>{percent}</strong> {t('home.figureCoverage')}
          </li>
          <li>
            <strong>{formatNumber(figures.lessons, uiLanguage)}</strong> {t('home.figureLessons')}
          </li>
        </ul>
      </section>
      {history && (
        <>
          <StudyAssistant
            variant="panel"
            headingLevel={2}
            surahHref={(n) => `/read/${n}`}
            renderLink={renderLink}
          />
          <p className="home__dashboard-link">
            <Link to="/ai-dashboard">{t('home.openAssistant')}</Link>
          </p>
        </>
      )}
      <div role="tablist" aria-label={t('home.tabs')} className="tabs">
        {TABS.map((id, i) => (
          <button
            key={id}
            id={`tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t(tabLabel(id))}
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
            label={t('home.tab.words')}
          />
        )}
        {tab === 'surahs' && (
          <DeckGrid
            decks="surahs"
            deckHref={(d) => deckPath('flashcards', d)}
            renderLink={renderLink}
            label={t('home.tab.surahs')}
          />
        )}
        {tab === 'grammar' && (
          <DeckGrid
            decks={[PRONOUNS_DECK]}
            deckHref={(d) => deckPath('flashcards', d)}
            renderLink={renderLink}
            label={t('home.tab.grammar')}
          />
        )}
        {(tab === 'dua' || tab === 'tajweed') && (
          <p className="coming-soon">{t('common.contentComingSoon')}</p>
        )}
      </div>
    </div>
  )
}

import {
  deckFromId,
  deckIdOf,
  getDeck,
  getWord,
  lessonDecks,
  PRONOUNS_DECK,
  progressCounts,
} from '@kalima/core'
import { loadReaderIndex } from '@kalima/core/reader'
import {
  ACHIEVEMENT_IDS,
  accuracy,
  achievements,
  activityHeatmap,
  bestStudyHour,
  dailyTarget,
  dayStreak,
  focusDeck,
  heatLevel,
  leechWords,
  masteryByDeck,
  type Recommendation,
  recommendations,
  reviewsDueFigure,
  type DeckWords as StatsDeck,
} from '@kalima/core/stats'
import { useId, useMemo } from 'react'
import { useDictionaryPart } from '../../hooks/useDictionaryPart'
import {
  useKalima,
  useLanguage,
  useProgress,
  useProgressLoaded,
  useSettings,
} from '../../hooks/useKalima'
import { formatHour, type Translate, type UiMessageId } from '../../i18n'
import { withProvider } from '../../provider/KalimaProvider'
import { deckTitle } from '../../shared/deckTitle'
import { NavAction, type RenderLink } from '../../shared/navigation'
import { useLoaded } from '../../shared/useLoaded'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { ArabicText } from '../ArabicText/ArabicText'
import { ProgressTerms } from '../ProgressTerms/ProgressTerms'
import { QuranKnowledge } from '../Reader/QuranKnowledge'
import './StudyAssistant.css'

/** Props of {@link StudyAssistant}. */
export interface StudyAssistantProps {
  /** 'panel' for the home screen; 'dashboard' adds the heatmap and recommendations. */
  variant?: 'panel' | 'dashboard'
  /** Heading level of the title; 2 by default (1 when it is the page's own heading). */
  headingLevel?: 1 | 2 | 3
  /**
   * Link of a surah in the reader (e.g. `/read/67`): the surah closest to fully known is
   * recommended as a link to it (named only, without one).
   */
  surahHref?: (surah: number) => string
  /**
   * Where to begin studying (the site: `/today`): offered with the notice shown while the
   * learner has no history ("Start today's session").
   */
  startHref?: string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
  className?: string
}

/** The decks the assistant weighs: the 12 lessons and the Pronouns deck. */
const DECKS: StatsDeck[] = [...lessonDecks(), PRONOUNS_DECK].map((ref) => ({
  deckId: deckIdOf(ref),
  wordIds: getDeck(ref)?.words.map((w) => w.id) ?? [],
}))

/** A deck of the figures by its id, titled in the interface language. */
const deckIdTitle = (deckId: string, t: Translate) => {
  const ref = deckFromId(deckId)
  return (ref && deckTitle(ref, t)) || deckId
}

/** The study assistant: figures computed from the learner's own history, with pictures. */
export const StudyAssistant = /* @__PURE__ */ withProvider(
  StudyAssistantView,
  'StudyAssistant',
  'assistant',
)

function StudyAssistantView({
  variant = 'dashboard',
  headingLevel = 2,
  surahHref,
  startHref,
  renderLink,
  className,
}: StudyAssistantProps) {
  const { t, now, clock, uiLanguage } = useKalima()
  // Ids from useId: two assistants on one page never share one.
  const id = useId()
  const ids = {
    title: `${id}-title`,
    mastery: `${id}-mastery`,
    activity: `${id}-activity`,
    recs: `${id}-recs`,
    leeches: `${id}-leeches`,
  }
  const { settings } = useSettings()
  const [lang] = useLanguage()
  const progress = useProgress()
  // Figures read from empty progress would say "no data" to a learner with history.
  const loaded = useProgressLoaded()
  const at = useMemo(
    () => ({ now: now(), utcOffsetMinutes: clock.utcOffsetMinutes() }),
    [now, clock],
  )
  const figures = useMemo(
    () => ({
      streak: dayStreak(progress, at),
      hour: bestStudyHour(progress),
      accuracy: accuracy(progress),
      mastery: masteryByDeck(progress, DECKS, at),
      focus: focusDeck(progress, DECKS, at),
      counts: progressCounts(progress, at),
      daily: dailyTarget(progress, at, settings.newWordsPerDay),
      due: reviewsDueFigure(progress, at),
      achievements: achievements(progress, DECKS, at),
      heatmap: activityHeatmap(progress, at),
      recommendations: recommendations(progress, DECKS, at),
      leeches: leechWords(progress)
        .slice(0, MAX_LEECHES_SHOWN)
        .flatMap((wordId) => {
          const word = getWord(wordId)
          return word ? [word] : []
        }),
    }),
    [progress, at, settings.newWordsPerDay],
  )
  const H = `h${headingLevel}` as const
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4'
  const none = t('assistant.none')
  const noData = figures.streak.status === 'no-data'

  const stats: { label: UiMessageId; value: string }[] = [
    {
      label: 'assistant.bestTime',
      value: figures.hour.status === 'ok' ? formatHour(figures.hour.hour, uiLanguage) : none,
    },
    {
      label: 'assistant.streak',
      value:
        figures.streak.status === 'ok'
          ? t('assistant.streakDays', { n: figures.streak.days })
          : none,
    },
    {
      label: 'assistant.focus',
      value: figures.focus.status === 'ok' ? deckIdTitle(figures.focus.deck.deckId, t) : none,
    },
    {
      label: 'assistant.dailyTarget',
      value:
        figures.daily.status !== 'ok'
          ? none
          : t(
              figures.daily.reached ? 'assistant.dailyTargetReached' : 'assistant.dailyTargetValue',
              // The goal reached names the words done (`n`, its plural); the value, both.
              { n: figures.daily.done, done: figures.daily.done, target: figures.daily.target },
            ),
    },
    {
      label: 'assistant.mastered',
      value: noData
        ? none
        : t('deck.mastered', {
            mastered: figures.counts.known,
            total: figures.counts.total,
          }),
    },
    {
      label: 'assistant.reviewsDue',
      value: figures.due.status === 'ok' ? String(figures.due.count) : none,
    },
    {
      label: 'assistant.accuracy',
      value: figures.accuracy.status === 'ok' ? `${figures.accuracy.percent}%` : none,
    },
    {
      label: 'assistant.achievements',
      value:
        figures.achievements.status === 'ok'
          ? t('assistant.achievementsValue', {
              unlocked: figures.achievements.unlocked,
              total: ACHIEVEMENT_IDS.length,
            })
          : none,
    },
  ]

  return (
    <WidgetRoot
      name="assistant"
      settings={settings}
      lang={lang}
      className={className}
      data-variant={variant}
      aria-labelledby={ids.title}
      aria-busy={!loaded || undefined}
    >
      <H id={ids.title} className="kalima-assistant-title">
        {t('assistant.title')}
      </H>
      {loaded ? (
        <>
          {noData && (
            <div className="kalima-notice kalima-assistant-start">
              <p>{t('assistant.noData')}</p>
              {startHref !== undefined && (
                <NavAction href={startHref} renderLink={renderLink} variant="primary">
                  {t('today.start')}
                </NavAction>
              )}
            </div>
          )}
          <dl className="kalima-assistant-stats">
            {stats.map((s) => (
              <div key={s.label} className="kalima-assistant-stat">
                <dt>{t(s.label)}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
          <Reading surahHref={surahHref} renderLink={renderLink} />
          {variant === 'dashboard' && <ProgressTerms />}
          {/* With no history the notice above says it once; these would each repeat it. */}
          {!noData && (
            <>
              <section aria-labelledby={ids.mastery}>
                <Sub id={ids.mastery}>{t('assistant.mastery')}</Sub>
                {figures.mastery.status === 'ok' ? (
                  <ul className="kalima-assistant-bars">
                    {figures.mastery.decks.map((d) => {
                      const title = deckIdTitle(d.deckId, t)
                      return (
                        <li key={d.deckId}>
                          <span className="kalima-assistant-bar-label">{title}</span>
                          <span
                            className="kalima-progress"
                            role="progressbar"
                            aria-label={title}
                            aria-valuemin={0}
                            aria-valuemax={100}
                            aria-valuenow={d.percent}
                            aria-valuetext={`${d.percent}%: ${t('deck.mastered', { mastered: d.known, total: d.total })}`}
                          >
                            <span style={{ width: `${d.percent}%` }} />
                          </span>
                          <span className="kalima-assistant-bar-value">{d.percent}%</span>
                        </li>
                      )
                    })}
                  </ul>
                ) : (
                  <p className="kalima-assistant-empty">{t('assistant.noData')}</p>
                )}
              </section>
              {figures.leeches.length > 0 && (
                <section aria-labelledby={ids.leeches} className="kalima-assistant-leeches">
                  <Sub id={ids.leeches}>{t('assistant.leeches')}</Sub>
                  <p>{t('assistant.leechTip')}</p>
                  <ul>
                    {figures.leeches.map((w) => (
                      <li key={w.id}>
                        <ArabicText>{w.arabic}</ArabicText>{' '}
                        <span dir="ltr" lang="ar-Latn">
                          {w.transliteration}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {variant === 'dashboard' && (
                <>
                  <section aria-labelledby={ids.activity}>
                    <Sub id={ids.activity}>{t('assistant.activity')}</Sub>
                    {figures.heatmap.status === 'ok' ? (
                      <Heatmap days={figures.heatmap.days} max={figures.heatmap.max} />
                    ) : (
                      <p className="kalima-assistant-empty">{t('assistant.noData')}</p>
                    )}
                  </section>
                  <section aria-labelledby={ids.recs}>
                    <Sub id={ids.recs}>{t('assistant.recommendations')}</Sub>
                    {figures.recommendations.status === 'ok' &&
                    figures.recommendations.recommendations.length > 0 ? (
                      <ul className="kalima-assistant-recs">
                        {figures.recommendations.recommendations.map((r) => (
                          <li key={r.id}>{recommendationText(r, t)}</li>
                        ))}
                      </ul>
                    ) : (
                      <p className="kalima-assistant-empty">{t('assistant.noData')}</p>
                    )}
                  </section>
                </>
              )}
            </>
          )}
        </>
      ) : (
        <p className="kalima-empty">{t('common.loading')}</p>
      )}
    </WidgetRoot>
  )
}

/**
 * What the learner can read: the Quran's two figures (the share of its words they are learning
 * or know, and know) and the surah closest to fully known, once the reader's index and texts
 * are there (fetched after the figures; nothing is shown when they cannot load, e.g. offline
 * before they were cached).
 */
function Reading({ surahHref, renderLink }: Pick<StudyAssistantProps, 'surahHref' | 'renderLink'>) {
  const texts = useDictionaryPart('reader')
  const { value: index } = useLoaded('index', loadReaderIndex)
  if (!texts || !index) return null
  return (
    <div className="kalima-assistant-reading">
      <QuranKnowledge index={index} surahHref={surahHref} renderLink={renderLink} />
    </div>
  )
}

/** Leeches listed at most (the most forgotten first). */
const MAX_LEECHES_SHOWN = 5

function recommendationText(r: Recommendation, t: ReturnType<typeof useKalima>['t']): string {
  switch (r.id) {
    case 'review-due':
      return t('assistant.rec.review-due', { n: r.params.count })
    case 'focus-deck':
      return t('assistant.rec.focus-deck', {
        deck: deckIdTitle(r.params.deckId, t),
        mastered: r.params.known,
        total: r.params.total,
      })
    case 'keep-streak':
      return t('assistant.rec.keep-streak', { n: r.params.days })
    case 'start-streak':
      return t('assistant.rec.start-streak')
    case 'improve-accuracy':
      return t('assistant.rec.improve-accuracy', { percent: r.params.percent })
    case 'take-test':
      return t('assistant.rec.take-test', { deck: deckIdTitle(r.params.deckId, t) })
  }
}

/** 12 weeks × 7 days as a table: weeks are columns, weekdays rows; the cell colour is the level. */
function Heatmap({
  days,
  max,
}: {
  days: readonly { day: string; attempts: number }[]
  max: number
}) {
  const { t } = useKalima()
  // Pad the first week so rows are weekdays (the day keys are local dates).
  const first = days[0]?.day ?? '2000-01-01'
  const offset = new Date(`${first}T00:00:00Z`).getUTCDay()
  const cells: ({ day: string; attempts: number } | null)[] = [...Array(offset).fill(null), ...days]
  const weeks = Math.ceil(cells.length / 7)
  return (
    <div className="kalima-heatmap-wrap">
      <table className="kalima-heatmap">
        <caption className="kalima-visually-hidden">{t('assistant.activity')}</caption>
        <tbody>
          {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
            <tr key={weekday}>
              <th scope="row">
                {weekday % 2 === 1 ? (
                  t(`assistant.weekday.${weekday}` as UiMessageId)
                ) : (
                  <span className="kalima-visually-hidden">
                    {t(`assistant.weekday.${weekday}` as UiMessageId)}
                  </span>
                )}
              </th>
              {Array.from({ length: weeks }, (_, w) => {
                const cell = cells[w * 7 + weekday]
                const key = `${weekday}-${w}`
                if (!cell) return <td key={key} data-level="none" />
                const label = t('assistant.activityDay', { date: cell.day, n: cell.attempts })
                return (
                  <td key={key} data-level={heatLevel(cell.attempts, max)} title={label}>
                    <span className="kalima-visually-hidden">{label}</span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="kalima-heatmap-legend" aria-hidden="true">
        {t('assistant.less')}
        {[0, 1, 2, 3, 4].map((l) => (
          <span key={l} data-level={l} />
        ))}
        {t('assistant.more')}
      </p>
    </div>
  )
}

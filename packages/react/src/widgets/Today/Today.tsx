import {
  type AnswerReport,
  type DeckInput,
  type PracticeResult,
  type PracticeState,
  planHasRecall,
  practiceMachine,
  todayItems,
} from '@kalima/core'
import { useEffect, useId, useRef, useState } from 'react'
import {
  useKalima,
  useLanguage,
  useProgress,
  useProgressLoaded,
  useSettings,
} from '../../hooks/useKalima'
import { useMode } from '../../hooks/useMode'
import { withProvider } from '../../provider/KalimaProvider'
import { DeckPlaceholder } from '../../shared/DeckPlaceholder'
import type { NavigationProps } from '../../shared/navigation'
import { type WidgetBaseProps, WidgetRoot } from '../../shared/WidgetRoot'
import { PracticeQuestion, PracticeSummary } from '../Practice/PracticeQuestion'
import {
  recallOptions,
  useCanListen,
  useLearnMore,
  usePracticeWords,
  useRecallData,
  useTodayPlan,
} from './useTodayPlan'

/** Props of {@link Today}. */
export interface TodayProps extends WidgetBaseProps, NavigationProps {
  /** Where new words come from: a deck (a surah the learner picked); the lessons by default. */
  deck?: DeckInput
  /**
   * Start with more new words past the day's (the home card's "Learn more": core's
   * `moreNewWords`), even when the day's plan is done.
   */
  more?: boolean
  /** Called after each answer. */
  onAnswer?: (answer: AnswerReport) => void
  /** Called when the session is over, with its figures. */
  onComplete?: (result: PracticeResult) => void
}

/**
 * Today: the learner's daily session (core's `planToday`): reviews due first, then new
 * words up to the daily goal, each asked by the exercise that suits how well it is known
 * (recognise, reverse, listen, type); a word answered wrong comes back later in the session.
 */
export const Today = /* @__PURE__ */ withProvider(TodayView, 'Today')

function TodayView(props: TodayProps) {
  const kalima = useKalima()
  const { t, seed } = kalima
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const words = usePracticeWords(lang)
  const loaded = useProgressLoaded()
  // New words asked for beyond the day's goal ("Learn more" at the end of a session).
  const [extra, setExtra] = useState(0)
  const planned = useTodayPlan(props.deck, extra)
  // "Learn more" and what it adds to tomorrow (core's learnMoreForecast): offered after the
  // session only while tomorrow's reviews stay within the learner's daily goal of reviews.
  const learnMore = useLearnMore(useProgress(), planned?.options, planned !== null)
  const moreNoteId = useId()
  // Opened for more (`more`): the first round asks for them once the plan and its forecast
  // are there (undefined while the scheduler is fetched).
  const firstMore = props.more && extra === 0 && planned ? learnMore : null
  const wantsMore = firstMore !== null && (firstMore === undefined || firstMore.count > 0)
  useEffect(() => {
    if (firstMore && firstMore.count > 0) setExtra(firstMore.extraNewWords)
  }, [firstMore])
  const plan = wantsMore ? null : (planned?.plan ?? null)
  const canListen = useCanListen()
  // The verses and forms: for recall questions, and for new words' study cards (each shows
  // its verse with the word marked).
  const recall = useRecallData(
    loaded && plan
      ? plan.newWords.length > 0 || planHasRecall(kalima.progress.getState().progress, plan.reviews)
      : null,
  )
  const ready = words !== null && loaded && plan !== null && recall !== undefined
  // The session is planned once, when words and progress are there: answers change the plan
  // (the home page's card follows it), not the session under way.
  const create = (): PracticeState =>
    practiceMachine.create(
      ready
        ? todayItems(kalima.progress.getState().progress, plan, words, {
            canListen,
            ...recallOptions(recall),
          })
        : [],
      { seed: seed(), pool: words ? [...words.values()] : [] },
    )
  const [result, setResult] = useState<PracticeResult | null>(null)
  const { state, send, restarting } = useMode(practiceMachine, create, {
    settings,
    onAnswer: props.onAnswer,
    onComplete: (r: PracticeResult) => {
      setResult(r)
      props.onComplete?.(r)
    },
    restartOn: [ready, extra],
  })
  const item = practiceMachine.item(state)
  // A Listen question first in the session plays at once (later ones play as they come up).
  const started = useRef(false)
  useEffect(() => {
    // The planned session (not the empty one before the words and progress are there).
    if (!ready || started.current || state.total === 0) return
    started.current = true
    for (const effect of practiceMachine.startEffects(state))
      if (effect.type === 'speak') send({ type: 'play' })
  }, [ready, state, send])

  const root = useRef<HTMLElement>(null)

  // Until the planned session is built (one render after the plan arrives), the empty one
  // would read as a finished session.
  if (!ready || restarting)
    return (
      <DeckPlaceholder
        name="today"
        settings={settings}
        lang={lang}
        className={props.className}
        status="loading"
      />
    )
  const rootProps = {
    ref: root,
    name: 'today',
    settings,
    lang,
    className: props.className,
    'aria-label': t('today.title'),
    'data-state': state.status,
  }
  if (state.status === 'complete') {
    const more = learnMore
    return (
      <WidgetRoot {...rootProps}>
        <PracticeSummary
          result={result}
          total={state.total}
          title={t('today.complete')}
          empty={t('today.allDone')}
          missedWords={result?.missed.flatMap((id) => words?.get(id) ?? [])}
          lang={lang}
          {...props}
        >
          {more && more.count > 0 && (
            <>
              <button
                type="button"
                className="kalima-button"
                aria-describedby={moreNoteId}
                onClick={() => {
                  started.current = false
                  setResult(null)
                  setExtra(more.extraNewWords)
                }}
              >
                {t('today.more', { n: more.count })}
              </button>
              <p id={moreNoteId} className="kalima-today-more-note">
                {t('today.moreTomorrow', { n: more.addedTomorrow })}
              </p>
            </>
          )}
          {more && more.count === 0 && more.capped && (
            <p className="kalima-today-more-note">
              {t('today.moreFull', { n: more.reviewsTomorrow })}
            </p>
          )}
        </PracticeSummary>
      </WidgetRoot>
    )
  }
  return (
    <WidgetRoot {...rootProps} fitKey={`${item?.word.id}:${item?.kind}`} data-kind={item?.kind}>
      <PracticeQuestion state={state} send={send} lang={lang} root={root} />
    </WidgetRoot>
  )
}

import {
  type AnswerReport,
  type ExerciseKind,
  type PracticeResult,
  type PracticeState,
  practiceMachine,
} from '@kalima/core'
import { useEffect, useRef, useState } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { useMode } from '../../hooks/useMode'
import { withProvider } from '../../provider/KalimaProvider'
import type { NavigationProps } from '../../shared/navigation'
import { type StudyWidgetProps, useStudyWords } from '../../shared/useStudyWords'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { recallOptions, useCanListen, useRecallData } from '../Today/useTodayPlan'
import { PracticeQuestion, PracticeSummary } from './PracticeQuestion'

/** Props of {@link Practice}. */
export interface PracticeProps extends StudyWidgetProps, NavigationProps {
  /**
   * How every word is asked: `recognise` (the Arabic → its meaning), `reverse` (the meaning →
   * the Arabic), `listen` (hear it → its meaning; recognise where nothing can play it),
   * `type` (type the meaning or the transliteration), `forms` (a form it takes in the Quran →
   * its meaning) or `fill` (its verse with a gap → the word). `reverse` by default.
   */
  kind?: ExerciseKind
  /** Called after each answer. */
  onAnswer?: (answer: AnswerReport) => void
  /** Called when every word has been answered right. */
  onComplete?: (result: PracticeResult) => void
}

/**
 * Practice: a deck asked in one kind of exercise (core's `practiceMachine.items`, run by that
 * machine): a word answered wrong shows the answer and comes back later in the session.
 */
export const Practice = /* @__PURE__ */ withProvider(PracticeView, 'Practice')

function PracticeView(props: PracticeProps) {
  const { t, seed } = useKalima()
  const kind = props.kind ?? 'reverse'
  const { settings, lang, deck, placeholder } = useStudyWords(props, 'practice')
  const canListen = useCanListen()
  const recall = useRecallData(kind === 'forms' || kind === 'fill')
  const ready = deck.status !== 'loading' && recall !== undefined
  // One seed per session: a restart because the words gained their surah forms (or the
  // voices were listed) asks them in the same order; Practise again draws a new one.
  const sessionSeed = useRef<number>(undefined)
  const seedOf = (): number => {
    sessionSeed.current ??= seed()
    return sessionSeed.current
  }
  const create = (): PracticeState =>
    practiceMachine.create(
      ready
        ? practiceMachine.items(deck.words, kind, {
            seed: seedOf(),
            canListen,
            ...recallOptions(recall),
          })
        : [],
      { seed: seedOf(), pool: deck.pool },
    )
  const [result, setResult] = useState<PracticeResult | null>(null)
  const { state, send, reset, restarting } = useMode(practiceMachine, create, {
    settings,
    onAnswer: props.onAnswer,
    onComplete: (r: PracticeResult) => {
      setResult(r)
      props.onComplete?.(r)
    },
    restartOn: [deck.words, kind, ready, canListen],
  })
  // A Listen question first in the session plays at once (later ones as they come up), once:
  // a restart that asks the same first word does not play it again.
  const played = useRef<string | null>(null)
  useEffect(() => {
    const first = practiceMachine.item(state)
    const key = first ? `${sessionSeed.current}:${first.word.id}:${first.kind}` : null
    if (!ready || state.done > 0 || state.mistakes > 0 || played.current === key) return
    played.current = key
    for (const effect of practiceMachine.startEffects(state))
      if (effect.type === 'speak') send({ type: 'play' })
  }, [ready, state, send])
  const root = useRef<HTMLElement>(null)
  // The empty session from before the words arrived, until the real one is built (one
  // render), would read as finished.
  if (!ready || deck.words.length === 0 || (restarting && state.total === 0)) return placeholder
  const item = practiceMachine.item(state)
  return (
    <WidgetRoot
      ref={root}
      name="practice"
      fitKey={`${item?.word.id}:${item?.kind}`}
      settings={settings}
      lang={lang}
      className={props.className}
      aria-label={t('mode.practice')}
      data-state={state.status}
      data-kind={item?.kind}
    >
      {state.status === 'complete' ? (
        <PracticeSummary
          result={result}
          total={state.total}
          title={t('practice.complete')}
          empty={t('common.emptyDeck')}
          missedWords={result?.missed.flatMap((id) => deck.words.find((w) => w.id === id) ?? [])}
          lang={lang}
          {...props}
        >
          <button
            type="button"
            className="kalima-button"
            onClick={() => {
              setResult(null)
              sessionSeed.current = seed()
              reset(create())
            }}
          >
            {t('practice.again')}
          </button>
        </PracticeSummary>
      ) : (
        <>
          {kind === 'listen' && !canListen && (
            <p className="kalima-notice" role="status" data-kalima-part="no-voice">
              {t('common.noArabicVoice')}
            </p>
          )}
          <PracticeQuestion state={state} send={send} lang={lang} root={root} />
        </>
      )}
    </WidgetRoot>
  )
}

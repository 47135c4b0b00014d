import {
  type AnswerReport,
  createPractice,
  type DeckInput,
  type PracticeItem,
  type PracticeResult,
  type PracticeState,
  practiceItem,
  practiceMachine,
  practiceStartEffects,
  todayItems,
} from '@kalima/core'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useKalima, useLanguage, useProgressLoaded, useSettings } from '../../hooks/useKalima'
import { useMode } from '../../hooks/useMode'
import type { UiMessageId } from '../../i18n'
import { withProvider } from '../../provider/KalimaProvider'
import { AnswerOptions } from '../../shared/AnswerOptions'
import { DeckPlaceholder } from '../../shared/DeckPlaceholder'
import { useDigitKeys } from '../../shared/digitKeys'
import { PlayIcon } from '../../shared/icons'
import { NavAction, type NavigationProps } from '../../shared/navigation'
import { ProgressBar } from '../../shared/ProgressBar'
import { type WidgetBaseProps, WidgetRoot } from '../../shared/WidgetRoot'
import { ArabicText } from '../ArabicText/ArabicText'
import { useCanListen, usePracticeWords, useTodayPlan } from './useTodayPlan'
import './Today.css'

/** Props of {@link Today}. */
export interface TodayProps extends WidgetBaseProps, NavigationProps {
  /** Where new words come from: a deck (a surah the learner picked); the lessons by default. */
  deck?: DeckInput
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
export const Today = withProvider(TodayView, 'Today')

const PROMPTS: Record<PracticeItem['kind'], UiMessageId> = {
  recognise: 'today.kind.recognise',
  reverse: 'today.kind.reverse',
  listen: 'today.kind.listen',
  type: 'today.kind.type',
}

function TodayView(props: TodayProps) {
  const kalima = useKalima()
  const { t, seed } = kalima
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const words = usePracticeWords(lang)
  const loaded = useProgressLoaded()
  const plan = useTodayPlan(props.deck)
  const canListen = useCanListen()
  const ready = words !== null && loaded && plan !== null
  // The session is planned once, when words and progress are there: answers change the plan
  // (the home page's card follows it), not the session under way.
  const create = (): PracticeState =>
    createPractice(
      ready ? todayItems(kalima.progress.getState().progress, plan, words, { canListen }) : [],
      { seed: seed(), pool: words ? [...words.values()] : [] },
    )
  const [result, setResult] = useState<PracticeResult | null>(null)
  const { state, send } = useMode(practiceMachine, create, {
    settings,
    onAnswer: props.onAnswer,
    onComplete: (r: PracticeResult) => {
      setResult(r)
      props.onComplete?.(r)
    },
    restartOn: [ready],
  })
  const item = practiceItem(state)
  // A Listen question first in the session plays at once (later ones play as they come up).
  const started = useRef(false)
  useEffect(() => {
    // The planned session (not the empty one before the words and progress are there).
    if (!ready || started.current || state.total === 0) return
    started.current = true
    for (const effect of practiceStartEffects(state))
      if (effect.type === 'speak') send({ type: 'play' })
  }, [ready, state, send])

  const root = useRef<HTMLElement>(null)
  const choose = (option: number) => send({ type: 'choose', option })
  useDigitKeys(
    root,
    state.options.length,
    choose,
    state.status === 'asking' && item?.kind !== 'type',
  )
  const continueRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (state.status === 'wrong') continueRef.current?.focus()
  }, [state.status])

  if (!ready)
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
    return (
      <WidgetRoot {...rootProps}>
        <TodaySummary result={result} total={state.total} {...props} />
      </WidgetRoot>
    )
  }
  const answer = item?.word
  return (
    <WidgetRoot {...rootProps} fitKey={`${answer?.id}:${item?.kind}`} data-kind={item?.kind}>
      <div className="kalima-quiz-head">
        <span data-kalima-part="counter">
          {t('common.counter', { n: state.done, total: state.total })}
        </span>
      </div>
      <ProgressBar value={state.done} max={state.total} label={t('common.progress')} />
      <p className="kalima-today-prompt">{item ? t(PROMPTS[item.kind]) : ''}</p>
      {item && answer && (
        <div className="kalima-quiz-word kalima-word-box">
          {item.kind === 'reverse' ? (
            <p className="kalima-meaning kalima-today-meaning" lang={lang} dir="auto">
              {answer.meaning}
            </p>
          ) : item.kind === 'listen' ? (
            <button
              type="button"
              className="kalima-button kalima-today-listen"
              onClick={() => send({ type: 'play' })}
              aria-label={t('common.play')}
            >
              <PlayIcon />
            </button>
          ) : (
            <ArabicText as="p" className="kalima-today-arabic kalima-big">
              {answer.arabic}
            </ArabicText>
          )}
        </div>
      )}
      {item?.kind === 'type' ? (
        <TypeAnswer
          key={`${answer?.id}:${state.done}:${state.mistakes}`}
          disabled={state.status !== 'asking'}
          onSubmit={(text) => send({ type: 'type', text })}
        />
      ) : (
        <AnswerOptions
          options={state.options.map((o) => ({ wordId: o.wordId, meaning: o.text }))}
          chosen={state.chosen}
          chosenState={
            state.status === 'right' ? 'correct' : state.status === 'wrong' ? 'wrong' : null
          }
          correctId={state.status === 'wrong' ? (answer?.id ?? null) : null}
          disabled={state.status !== 'asking'}
          lang={lang}
          script={item?.kind === 'reverse' ? 'arabic' : 'meaning'}
          onPick={choose}
        />
      )}
      <div
        className="kalima-message kalima-today-feedback"
        role="status"
        data-kind={
          state.status === 'right' ? 'correct' : state.status === 'wrong' ? 'wrong' : undefined
        }
      >
        {state.status === 'right' &&
          (state.match && !state.match.exact
            ? t('today.nearMiss', { answer: state.match.text })
            : t('common.correct'))}
        {state.status === 'wrong' && answer && (
          <>
            <span className="kalima-today-answer">
              <ArabicText>{answer.arabic}</ArabicText>{' '}
              <span className="kalima-meaning" lang={lang} dir="auto">
                {answer.meaning}
              </span>
            </span>
            <span className="kalima-today-again">{t('today.comesBack')}</span>
          </>
        )}
      </div>
      {state.status === 'wrong' && (
        <div className="kalima-today-actions">
          <button
            ref={continueRef}
            type="button"
            className="kalima-button"
            data-variant="primary"
            onClick={() => send({ type: 'continue' })}
          >
            {t('today.continue')}
          </button>
        </div>
      )}
    </WidgetRoot>
  )
}

/** The Type it answer: a text field and Check (Enter checks). */
function TypeAnswer({
  disabled,
  onSubmit,
}: {
  disabled: boolean
  onSubmit: (text: string) => void
}) {
  const { t } = useKalima()
  const [text, setText] = useState('')
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!disabled && text.trim() !== '') onSubmit(text)
  }
  return (
    <form className="kalima-today-type" onSubmit={submit}>
      <label className="kalima-visually-hidden" htmlFor="kalima-today-typed">
        {t('today.typeLabel')}
      </label>
      <input
        ref={input}
        id="kalima-today-typed"
        className="kalima-input"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        dir="auto"
        value={text}
        readOnly={disabled}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="kalima-button" data-variant="primary" disabled={disabled}>
        {t('today.check')}
      </button>
    </form>
  )
}

/** The end of a session (or a day with nothing left): its figures and the way home. */
function TodaySummary({
  result,
  total,
  ...nav
}: { result: PracticeResult | null; total: number } & NavigationProps) {
  const { t } = useKalima()
  const empty = total === 0
  return (
    <div className="kalima-today-summary">
      <p className="kalima-today-summary-title" role="status">
        {empty ? t('today.allDone') : t('today.complete')}
      </p>
      {result && !empty && (
        <p>
          {t('today.figures', {
            n: result.total,
            firstTry: result.firstTry,
            mistakes: result.mistakes,
          })}
        </p>
      )}
      <div className="kalima-today-actions">
        <NavAction
          href={nav.homeHref}
          onClick={nav.onGoHome}
          renderLink={nav.renderLink}
          variant="primary"
        >
          {t('common.goHome')}
        </NavAction>
      </div>
    </div>
  )
}

import {
  type LanguageCode,
  type PracticeEvent,
  type PracticeItem,
  type PracticeResult,
  type PracticeState,
  practiceMachine,
  REVIEW_GRADES,
  type ReviewGrade,
  type StudyWord,
} from '@kalima/core'
import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useKalima } from '../../hooks/useKalima'
import type { UiMessageId } from '../../i18n'
import { AnswerOptions } from '../../shared/AnswerOptions'
import { useDigitKeys, usePageKeys } from '../../shared/digitKeys'
import { fromTextField } from '../../shared/dom'
import { PlayIcon } from '../../shared/icons'
import { GoHomeAction, type NavigationProps } from '../../shared/navigation'
import { ProgressBar } from '../../shared/ProgressBar'
import { WordList } from '../../shared/WordList'
import { ArabicText } from '../ArabicText/ArabicText'
import '../Review/Review.css'
import './Practice.css'
import { StudyCard } from './StudyCard'

const PROMPTS: Record<PracticeItem['kind'], UiMessageId> = {
  recognise: 'today.kind.recognise',
  reverse: 'today.kind.reverse',
  listen: 'today.kind.listen',
  type: 'today.kind.type',
  'listen-type': 'today.kind.listenType',
  forms: 'today.kind.forms',
  fill: 'today.kind.fill',
  recall: 'today.kind.recall',
}

/** Review's names of the four grades, which the recall card shares. */
const GRADE_KEYS = {
  again: 'review.again',
  hard: 'review.hard',
  good: 'review.good',
  easy: 'review.easy',
} as const satisfies Record<ReviewGrade, UiMessageId>

/**
 * Space or Enter reveals a recall card's meaning while nothing else takes the key: focus on
 * the page itself or in the widget, not on another control, a text field, a dialog or
 * another Kalima widget.
 */
function useRevealKeys(
  root: RefObject<HTMLElement | null>,
  reveal: () => void,
  active: boolean,
): void {
  usePageKeys(
    root,
    (e, { target, path, el, doc }) => {
      if (e.key !== ' ' && e.key !== 'Enter') return false
      if (fromTextField(target)) return false
      // A focused control (a button, a link) acts on the key itself.
      if (target instanceof Element && target.closest('button, a, input, select, textarea'))
        return false
      const free = target === doc.body || target === doc.documentElement || path.includes(el)
      if (!free) return false
      reveal()
      return true
    },
    active,
  )
}

/**
 * The question a Practice session asks now (Today's and Practice's): the prompt of its kind,
 * the word (Arabic, meaning, or a Play button), its 4 choices or a text field, the feedback,
 * and Continue after a wrong answer. Keys 1–4 choose; Enter continues. A recall card shows the
 * Arabic alone, then "Show Meaning" (Space or Enter) reveals its meaning and transliteration
 * and the four grades of Review (keys 1–4): Again comes back, as a wrong answer does.
 */
export function PracticeQuestion({
  state,
  send,
  lang,
  root,
}: {
  state: PracticeState
  send: (event: PracticeEvent) => void
  lang: LanguageCode
  /** The widget's root: digit keys answer while focus is in the page, not in another widget. */
  root: RefObject<HTMLElement | null>
}) {
  const { t } = useKalima()
  const item = practiceMachine.item(state)
  const choose = (option: number) => send({ type: 'choose', option })
  const recall = item?.kind === 'recall' && state.status === 'asking'
  useDigitKeys(
    root,
    state.options.length,
    choose,
    state.status === 'asking' && item !== undefined && !practiceMachine.typed(item.kind) && !recall,
  )
  const grade = (g: ReviewGrade) => send({ type: 'grade', grade: g })
  useDigitKeys(
    root,
    REVIEW_GRADES.length,
    (i) => {
      const g = REVIEW_GRADES[i]
      if (g) grade(g)
    },
    recall && state.revealed,
  )
  useRevealKeys(root, () => send({ type: 'reveal' }), recall && !state.revealed)
  const continueRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (state.status === 'wrong') continueRef.current?.focus()
  }, [state.status])
  // A recall card: Show Meaning focused, then Good once the meaning is shown (the button
  // pressed disappears; focus stays in the widget), as in Review.
  const showRef = useRef<HTMLButtonElement>(null)
  const goodRef = useRef<HTMLButtonElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new question and on reveal
  useEffect(() => {
    if (!recall) return
    ;(state.revealed ? goodRef : showRef).current?.focus()
  }, [recall, state.revealed, state.asked])
  const answer = item?.word
  const head = (
    <>
      <div className="kalima-quiz-head">
        <span data-kalima-part="counter">
          {t('common.counter', { n: state.done, total: state.total })}
        </span>
      </div>
      <ProgressBar value={state.done} max={state.total} label={t('common.progress')} />
    </>
  )
  if (state.status === 'studying' && item) {
    return (
      <>
        {head}
        <StudyCard
          // A card of its own for each word (two words may be written alike).
          key={item.word.id}
          item={item}
          lang={lang}
          onPlay={() => send({ type: 'play' })}
          onStudied={() => send({ type: 'studied' })}
        />
      </>
    )
  }
  return (
    <>
      {head}
      <p className="kalima-today-prompt">{item ? t(PROMPTS[item.kind]) : ''}</p>
      {item && answer && (
        <div className="kalima-quiz-word kalima-word-box">
          {item.kind === 'reverse' ? (
            <p className="kalima-meaning kalima-today-meaning" lang={lang} dir="auto">
              {answer.meaning}
            </p>
          ) : item.kind === 'fill' && item.gap ? (
            <ArabicText as="p" className="kalima-today-verse">
              {item.gap.before}{' '}
              {state.status === 'asking' ? (
                <span className="kalima-today-gap" role="img" aria-label={t('today.gap')}>
                  {'\u2003\u2003\u2003'}
                </span>
              ) : (
                // Answered: the verse is read whole, the word as it stands there marked.
                <mark className="kalima-today-gap-word">{item.gap.word}</mark>
              )}{' '}
              {item.gap.after}
            </ArabicText>
          ) : item.kind === 'forms' && item.form ? (
            <ArabicText as="p" className="kalima-today-arabic kalima-big">
              {item.form}
            </ArabicText>
          ) : item.kind === 'listen' || item.kind === 'listen-type' ? (
            <button
              type="button"
              className="kalima-button kalima-today-listen"
              onClick={() => send({ type: 'play' })}
              aria-label={t('common.play')}
            >
              <PlayIcon />
            </button>
          ) : (
            <>
              <ArabicText as="p" className="kalima-today-arabic kalima-big">
                {answer.arabic}
              </ArabicText>
              {item.kind === 'recall' && (
                <div className="kalima-review-answer" aria-live="polite">
                  {state.revealed && (
                    <>
                      {answer.transliteration && (
                        <p className="kalima-translit" lang="ar-Latn" dir="ltr">
                          {answer.transliteration}
                        </p>
                      )}
                      <p className="kalima-meaning" lang={lang} dir="auto">
                        {answer.meaning}
                      </p>
                    </>
                  )}
                </div>
              )}
            </>
          )}
        </div>
      )}
      {item?.kind === 'recall' ? (
        state.status !== 'asking' ? null : state.revealed ? (
          <fieldset className="kalima-review-grade-buttons">
            <legend className="kalima-visually-hidden">{t('today.kind.recall')}</legend>
            {REVIEW_GRADES.map((g, i) => (
              <button
                key={g}
                ref={g === 'good' ? goodRef : undefined}
                type="button"
                className="kalima-button"
                data-grade={g}
                aria-keyshortcuts={String(i + 1)}
                onClick={() => grade(g)}
              >
                {t(GRADE_KEYS[g])}
              </button>
            ))}
          </fieldset>
        ) : (
          <button
            ref={showRef}
            type="button"
            className="kalima-button kalima-review-show"
            data-variant="primary"
            aria-keyshortcuts="Space Enter"
            onClick={() => send({ type: 'reveal' })}
          >
            {t('review.showMeaning')}
          </button>
        )
      ) : item && practiceMachine.typed(item.kind) ? (
        <TypeAnswer
          key={state.asked}
          checked={
            state.status === 'asking' || state.typed === null
              ? null
              : { text: state.typed, verdict: state.status === 'right' ? 'correct' : 'wrong' }
          }
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
          script={item?.kind === 'reverse' || item?.kind === 'fill' ? 'arabic' : 'meaning'}
          onPick={choose}
        />
      )}
      <div
        className="kalima-message kalima-today-feedback"
        role="status"
        data-kind={
          state.status === 'right'
            ? 'correct'
            : state.status === 'wrong' || state.notice === 'sound'
              ? 'wrong'
              : undefined
        }
      >
        {state.status === 'asking' && state.notice === 'sound' && t('today.sound')}
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
    </>
  )
}

/**
 * The Type it answer: a text field and Check (Enter checks). Once checked, the field keeps
 * what the learner typed, marked right or wrong, beside the answer shown below it.
 */
function TypeAnswer({
  checked,
  onSubmit,
}: {
  /** What was typed and its verdict, once checked; null while the question is asked. */
  checked: { text: string; verdict: 'correct' | 'wrong' } | null
  onSubmit: (text: string) => void
}) {
  const { t } = useKalima()
  const [text, setText] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const disabled = checked !== null
  useEffect(() => input.current?.focus(), [])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!disabled && text.trim() !== '') onSubmit(text)
  }
  return (
    <form className="kalima-today-type" onSubmit={submit}>
      <label className="kalima-visually-hidden" htmlFor={id}>
        {t('today.typeLabel')}
      </label>
      <input
        ref={input}
        id={id}
        className="kalima-input"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        // A phone's keyboard shows Enter as "done", which checks the answer.
        enterKeyHint="done"
        dir="auto"
        value={checked?.text ?? text}
        readOnly={disabled}
        data-state={checked?.verdict}
        aria-invalid={checked?.verdict === 'wrong' || undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="kalima-button" data-variant="primary" disabled={disabled}>
        {t('today.check')}
      </button>
    </form>
  )
}

/** The end of a session (or a day with nothing left): its figures, and the way on. */
export function PracticeSummary({
  result,
  total,
  title,
  empty: emptyText,
  children,
  missedWords,
  lang,
  ...nav
}: {
  result: PracticeResult | null
  total: number
  /** What the end says (Today: "Today's session is done."). */
  title: string
  /** What a session with nothing to ask says. */
  empty: string
  /** Actions before Go Home (e.g. Try again). */
  children?: ReactNode
  /** The words of `result.missed`, to list with their meanings ("Words you missed"). */
  missedWords?: readonly StudyWord[]
  /** The language of their meanings. */
  lang?: LanguageCode
} & NavigationProps) {
  const { t } = useKalima()
  const empty = total === 0
  return (
    <div className="kalima-today-summary">
      <p className="kalima-today-summary-title" role="status">
        {empty ? emptyText : title}
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
      {!empty && missedWords && missedWords.length > 0 && (
        <WordList words={missedWords} label={t('test.missed')} lang={lang ?? 'en'} />
      )}
      <div className="kalima-today-actions">
        {children}
        <GoHomeAction nav={nav} variant="primary">
          {t('common.goHome')}
        </GoHomeAction>
      </div>
    </div>
  )
}

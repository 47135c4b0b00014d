import {
  type AnswerReport,
  type DeckInput,
  type DeckRef,
  deckIdOf,
  type LanguageCode,
  type LocalizedWord,
  localize,
  parseDeck,
  REVIEW_GRADES,
  type ReviewGrade,
  type ReviewResult,
  type ReviewState,
  retentionOf,
  reviewMachine,
} from '@kalima/core'
import { previewDue } from '@kalima/core/progress'
import { loadReviewWords, peekReviewWords } from '@kalima/core/reader'
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useDeckForms } from '../../hooks/useDeckForms'
import { useKalima, useLanguage, useProgressLoaded, useSettings } from '../../hooks/useKalima'
import { useMeanings } from '../../hooks/useMeanings'
import { useMode } from '../../hooks/useMode'
import { withProvider } from '../../provider/KalimaProvider'
import { DeckForm } from '../../shared/DeckForm'
import { activeElementOf, fromTextField } from '../../shared/dom'
import type { NavigationProps } from '../../shared/navigation'
import { GoHomeAction, NavAction } from '../../shared/navigation'
import { ProgressBar } from '../../shared/ProgressBar'
import { SpeakButton } from '../../shared/SpeakButton'
import { useLoaded } from '../../shared/useLoaded'
import { type WidgetBaseProps, WidgetRoot } from '../../shared/WidgetRoot'
import { ArabicText } from '../ArabicText/ArabicText'
import './Review.css'
import { formatInterval } from '../../i18n'

/** Props of {@link Review}. */
export interface ReviewProps
  extends WidgetBaseProps,
    Pick<NavigationProps, 'onGoHome' | 'homeHref' | 'renderLink'> {
  /** Only words of this deck; every studied word by default. */
  deck?: DeckInput
  /** Words per session; 20 (core's `REVIEW_SESSION_LIMIT`) by default. */
  limit?: number
  /**
   * A session of exactly these words (ids), due or not, e.g. a Test's missed words;
   * `deck` and `limit` do not apply (core's `reviewMachine.create`).
   */
  wordIds?: readonly string[]
  /**
   * An action back to where the session was opened from (a Test's "Back to the test"),
   * shown first when the session is over.
   */
  back?: { label: string; onBack: () => void }
  /**
   * Where the learner's daily plan is studied (the site: `/today`). When given, a review with
   * nothing due offers it first ("Start today's session"), so the learner has a next step.
   */
  todayHref?: string
  /** Called after each graded word ('again' counts as wrong). */
  onAnswer?: (answer: AnswerReport) => void
  /** Called when the session's queue is empty. */
  onComplete?: (result: ReviewResult) => void
}

/** Review: spaced repetition over words already studied; grade Again, Hard, Good or Easy. */
export const Review = /* @__PURE__ */ withProvider(ReviewView, 'Review')

/**
 * The words a session draws from (core's `loadReviewWords`: a deck's, with their forms in a
 * surah deck; a deck from the reader's surah; or every word of every deck) with meanings in
 * `lang`; null while loading.
 */
function useReviewWords(lang: LanguageCode, deck: DeckRef | undefined): LocalizedWord[] | null {
  const meanings = useMeanings(lang)
  const forms = useDeckForms(deck)
  const words = useLoaded(
    deck ? deckIdOf(deck) : '',
    () => loadReviewWords(deck),
    () => peekReviewWords(deck),
  ).value
  return useMemo(
    () => (meanings && forms && words ? localize(words, meanings, lang, forms) : null),
    [meanings, lang, forms, words],
  )
}

const GRADE_KEYS = {
  again: 'review.again',
  hard: 'review.hard',
  good: 'review.good',
  easy: 'review.easy',
} as const

function ReviewView(props: ReviewProps) {
  const kalima = useKalima()
  const { t, now, uiLanguage } = kalima
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  // The due queue is read from saved progress: wait until it is loaded, or a learner with
  // words due would briefly (and for the whole session) see "nothing to review".
  const progressLoaded = useProgressLoaded()
  // Keyed by the deck itself, not the prop's object: a host re-rendering with an equal deck
  // (a custom element on any attribute change) must not restart the session.
  const deckRef = props.deck === undefined ? undefined : parseDeck(props.deck)
  const deckIdentity = deckRef ? deckIdOf(deckRef) : ''
  const words = useReviewWords(lang, deckRef)
  // The session (due words of the deck, at most `limit`) is core's rule.
  const create = (): ReviewState =>
    reviewMachine.create(kalima.progress.getState().progress, words ?? [], {
      now: now(),
      retention: retentionOf(settings),
      ...(deckRef ? { deck: deckRef } : {}),
      ...(props.limit === undefined ? {} : { limit: props.limit }),
      ...(props.wordIds === undefined ? {} : { wordIds: props.wordIds }),
    })
  // A session starts when the words are there, and again for another deck or language.
  // Until the first session is built from loaded progress and words, show Loading: the
  // placeholder session of the first render must never flash "Review complete".
  const loaded = words !== null && progressLoaded
  const { state, send } = useMode(reviewMachine, create, {
    settings,
    onAnswer: props.onAnswer,
    onComplete: props.onComplete,
    restartOn: [words, deckIdentity, props.limit, props.wordIds?.join(), loaded],
  })
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (loaded) setReady(true)
  }, [loaded])

  const current = state.queue[0]
  // The button pressed disappears (Show Meaning ↔ grades): keep focus in the widget.
  const rootRef = useRef<HTMLElement>(null)
  const firstRun = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card side or word changes
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false
      return
    }
    const active = activeElementOf(rootRef.current)
    const inside = rootRef.current?.contains(active) || active === document.body
    if (!inside || !rootRef.current) return
    const target = state.revealed
      ? rootRef.current.querySelector<HTMLElement>('[data-grade="good"]')
      : rootRef.current.querySelector<HTMLElement>('.kalima-review-show')
    ;(target ?? rootRef.current).focus()
  }, [state.revealed, state.reviewed])
  const preview = useMemo(
    () => (current ? previewDue(current.card, now(), state.retention) : null),
    [current, now, state.retention],
  )
  const grade = (g: ReviewGrade) => send({ type: 'grade', grade: g, now: now() })
  const onKeyDown = (e: KeyboardEvent) => {
    if (fromTextField(e.target) || !current) return
    if (!state.revealed && (e.key === ' ' || e.key === 'Enter') && e.target === e.currentTarget) {
      e.preventDefault()
      send({ type: 'reveal' })
      return
    }
    const n = Number(e.key)
    if (state.revealed && n >= 1 && n <= REVIEW_GRADES.length) {
      e.preventDefault()
      grade(REVIEW_GRADES[n - 1] as ReviewGrade)
    }
  }

  const root = (children: ReactNode, extra: Record<string, unknown> = {}) => (
    <WidgetRoot
      ref={rootRef}
      name="review"
      fitKey={state.queue[0]?.word.id ?? state.status}
      settings={settings}
      lang={lang}
      className={props.className}
      aria-label={t('review.title')}
      {...extra}
    >
      {children}
    </WidgetRoot>
  )
  const backButton = props.back && (
    <button type="button" className="kalima-button" onClick={props.back.onBack}>
      {props.back.label}
    </button>
  )
  if (!words || !progressLoaded || !ready)
    return root(<p className="kalima-empty">{t('common.loading')}</p>, { 'aria-busy': true })
  if (state.total === 0) {
    return root(
      <div className="kalima-review-done">
        <p>{t('review.nothingDue')}</p>
        {backButton}
        {props.todayHref !== undefined && (
          <NavAction href={props.todayHref} renderLink={props.renderLink} variant="primary">
            {t('today.start')}
          </NavAction>
        )}
        <GoHomeAction nav={props}>{t('common.goHome')}</GoHomeAction>
      </div>,
    )
  }
  if (state.status === 'complete' || !current) {
    return root(
      <div className="kalima-review-done" role="status">
        <h2>{t('review.completeTitle')}</h2>
        <p>{t('review.completeText', { n: state.reviewed })}</p>
        <dl className="kalima-review-grades">
          {REVIEW_GRADES.map((g) => (
            <div key={g}>
              <dt>{t(GRADE_KEYS[g])}</dt>
              <dd>{state.grades[g]}</dd>
            </div>
          ))}
        </dl>
        {backButton}
        <GoHomeAction nav={props} variant="primary">
          {t('common.goHome')}
        </GoHomeAction>
      </div>,
    )
  }
  const word = current.word as LocalizedWord
  const done = reviewMachine.done(state)
  return root(
    <>
      <div className="kalima-quiz-head">
        <span>{t('review.remaining', { count: state.queue.length })}</span>
        <SpeakButton onSpeak={() => send({ type: 'speak' })} />
      </div>
      <ProgressBar value={done} max={state.total} label={t('common.progress')} />
      {state.due > state.total && (
        <p className="kalima-review-scope">
          {t('review.sessionOfDue', { count: state.total, due: state.due })}
        </p>
      )}
      <div
        className="kalima-review-card kalima-word-box"
        data-state={state.revealed ? 'revealed' : 'hidden'}
      >
        <ArabicText as="p" className="kalima-review-arabic kalima-big">
          {word.arabic}
        </ArabicText>
        {word.transliteration && settings.showTransliteration && (
          <p className="kalima-translit" lang="ar-Latn" dir="ltr">
            {word.transliteration}
          </p>
        )}
        <DeckForm word={word} />
        <div className="kalima-review-answer" aria-live="polite">
          {state.revealed && (
            <p className="kalima-meaning" lang={lang} dir="auto">
              {word.meaning}
            </p>
          )}
        </div>
      </div>
      {state.revealed ? (
        <fieldset className="kalima-review-grade-buttons">
          <legend className="kalima-visually-hidden">{t('review.title')}</legend>
          {REVIEW_GRADES.map((g, i) => (
            <button
              key={g}
              type="button"
              className="kalima-button"
              data-grade={g}
              aria-keyshortcuts={String(i + 1)}
              onClick={() => grade(g)}
            >
              <span>{t(GRADE_KEYS[g])}</span>
              {preview && (
                <small aria-hidden="true">{formatInterval(preview[g] - now(), uiLanguage)}</small>
              )}
            </button>
          ))}
        </fieldset>
      ) : (
        <button
          type="button"
          className="kalima-button kalima-review-show"
          data-variant="primary"
          onClick={() => send({ type: 'reveal' })}
        >
          {t('review.showMeaning')}
        </button>
      )}
    </>,
    { tabIndex: -1, onKeyDown, 'data-state': state.revealed ? 'revealed' : 'hidden' },
  )
}

import {
  type QuestionMark,
  type TestSessionResult,
  type TestState,
  testMachine,
} from '@kalima/core'
import { lazy, Suspense, useRef, useState } from 'react'
import { withProvider } from '../../provider/KalimaProvider'
import { AnswerMessage } from '../../shared/AnswerMessage'
import { AnswerOptions } from '../../shared/AnswerOptions'
import { DeckForm } from '../../shared/DeckForm'
import { useDigitKeys } from '../../shared/digitKeys'
import { Timer } from '../../shared/Timer'
import { type StudySessionProps, useStudySession } from '../../shared/useStudySession'
import { useTicker } from '../../shared/useTicker'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { ArabicText } from '../ArabicText/ArabicText'
import { TestCompleteDialog } from '../CompletionDialogs/CompletionDialogs'
import './Test.css'

// Review (and the scheduler it needs) is fetched only when a learner reviews missed words:
// an embedded <kalima-test> does not carry it.
const Review = /* @__PURE__ */ lazy(() =>
  import('../Review/Review').then((m) => ({ default: m.Review })),
)

/**
 * Props of {@link Test}: `onComplete` hears, once every word is answered correctly, the
 * time, attempts, the words right the first time, the mistakes and the words missed.
 */
export interface TestProps extends StudySessionProps<TestSessionResult> {}

/**
 * Test: a timed quiz with a timer m:ss, a counter n/total and progress circles, asking the
 * words in a shuffled order. Its result counts the words right the first time and the
 * mistakes, lists the words missed and offers a Review session of exactly those words. It
 * is passed at 80 % right the first time (core's testVerdict): then it congratulates; below,
 * it says "Not there yet" with the pass mark, and the Review of the missed words comes first.
 */
export const Test = /* @__PURE__ */ withProvider(TestView, 'Test')

function TestView(props: TestProps) {
  // A finished test is saved under its deck by the machine's saveTest effect.
  const { state, send, kalima, settings, lang, deck, placeholder, completion } = useStudySession(
    props,
    'test',
    testMachine,
    ({ deck, settings, seed, now }): TestState =>
      testMachine.create(deck.words, {
        seed,
        now,
        messagesDuration: settings.messagesDuration,
        pool: deck.pool,
        deckId: deck.key,
      }),
    (settings) => [settings.messagesDuration],
  )
  const { t, seed, now } = kalima
  // "Review these N words": a Review session of the missed words, in place of the test.
  const [reviewing, setReviewing] = useState<readonly string[] | null>(null)

  const running = state.status !== 'complete' && state.words.length > 0
  useTicker(running, send)

  const total = state.words.length
  const word = state.words[state.index]
  const pick = (option: number) => send({ type: 'answer', option, now: now() })
  const complete = state.status === 'complete'
  const root = useRef<HTMLElement>(null)
  useDigitKeys(
    root,
    state.options.length,
    pick,
    !complete && total > 0 && deck.status !== 'loading',
  )
  if (deck.status === 'loading' || total === 0) return placeholder
  const restart = () => send({ type: 'reset', now: now(), seed: seed() })
  if (reviewing) {
    return (
      <Suspense fallback={placeholder}>
        <Review
          wordIds={reviewing}
          settings={props.settings}
          language={props.language}
          className={props.className}
          back={{
            label: t('test.backToTest'),
            onBack: () => {
              setReviewing(null)
              restart()
            },
          }}
          onGoHome={props.onGoHome}
          homeHref={props.homeHref}
          renderLink={props.renderLink}
        />
      </Suspense>
    )
  }
  const byId = new Map(state.words.map((w) => [w.id, w]))
  const missed = state.missed.flatMap((id) => byId.get(id) ?? [])
  const markLabel = (m: QuestionMark) => t(`test.circle.${m}`)
  return (
    <WidgetRoot
      ref={root}
      name="test"
      fitKey={state.index}
      settings={settings}
      lang={lang}
      className={props.className}
      aria-label={t('mode.test')}
      data-state={state.status}
      data-timer-position={settings.timerPosition}
    >
      <Timer seconds={state.seconds} className="kalima-test-timer" />
      <div className="kalima-quiz-head kalima-test-head">
        <span data-kalima-part="counter">
          {t('common.counter', { n: Math.min(state.index + 1, total), total })}
        </span>
      </div>
      <ol className="kalima-test-circles" aria-label={t('test.circles')}>
        {state.marks.map((m, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: one circle per question, in order
            key={i}
            data-state={m}
            data-current={i === state.index && !complete ? '' : undefined}
            aria-label={t('test.circle', { n: i + 1, state: markLabel(m) })}
            aria-current={i === state.index && !complete ? 'step' : undefined}
          />
        ))}
      </ol>
      {word && (
        <div className="kalima-quiz-word kalima-word-box">
          <ArabicText as="p" className="kalima-test-arabic kalima-big">
            {word.arabic}
          </ArabicText>
          <DeckForm word={word} />
        </div>
      )}
      <AnswerOptions
        options={state.options}
        chosen={state.chosen}
        chosenState={state.message}
        disabled={state.status !== 'answering'}
        lang={lang}
        onPick={pick}
      />
      <AnswerMessage verdict={state.message} />
      <TestCompleteDialog
        {...completion.dialog(complete)}
        total={total}
        correct={state.correctCount}
        timeSeconds={state.seconds}
        firstTry={state.firstTry}
        mistakes={state.attempts - state.correctCount}
        missed={missed}
        lang={lang}
        onReviewMissed={() => setReviewing(state.missed)}
        onTryAgain={restart}
      />
    </WidgetRoot>
  )
}

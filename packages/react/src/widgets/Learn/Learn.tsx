import { type LearnResult, type LearnState, learnMachine } from '@kalima/core'
import { useRef } from 'react'
import { withProvider } from '../../provider/KalimaProvider'
import { AnswerMessage, type Verdict } from '../../shared/AnswerMessage'
import { AnswerOptions } from '../../shared/AnswerOptions'
import { DeckForm } from '../../shared/DeckForm'
import { useDigitKeys } from '../../shared/digitKeys'
import { ProgressBar } from '../../shared/ProgressBar'
import { type StudySessionProps, useStudySession } from '../../shared/useStudySession'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { ArabicText } from '../ArabicText/ArabicText'
import { LearnCompleteDialog } from '../CompletionDialogs/CompletionDialogs'
import './Learn.css'

/** Props of {@link Learn}: `onComplete` hears the result once every word is answered correctly. */
export interface LearnProps extends StudySessionProps<LearnResult> {}

/** Learn: a word and 4 meanings; Show Answer reveals the meaning; 'Correct n/total'. */
export const Learn = /* @__PURE__ */ withProvider(LearnView, 'Learn')

function LearnView(props: LearnProps) {
  const { state, send, kalima, settings, lang, deck, placeholder, completion } = useStudySession(
    props,
    'learn',
    learnMachine,
    ({ deck, seed }): LearnState => learnMachine.create(deck.words, { seed, pool: deck.pool }),
  )
  const { t, seed } = kalima

  const word = learnMachine.word(state)
  const total = state.words.length
  const pick = (option: number) => send({ type: 'answer', option })
  const complete = state.status === 'complete'
  const verdict: Verdict =
    state.message === 'correct' ? 'correct' : state.message === 'try-again' ? 'wrong' : null
  const root = useRef<HTMLElement>(null)
  useDigitKeys(
    root,
    state.options.length,
    pick,
    state.status === 'answering' && total > 0 && deck.status !== 'loading',
  )
  if (deck.status === 'loading' || total === 0) return placeholder
  return (
    <WidgetRoot
      ref={root}
      name="learn"
      fitKey={word?.id}
      settings={settings}
      lang={lang}
      className={props.className}
      aria-label={t('mode.learn')}
      data-state={state.status}
    >
      <div className="kalima-quiz-head">
        <span data-kalima-part="counter">
          {t('learn.correctCounter', { n: state.correctCount, total })}
        </span>
      </div>
      <ProgressBar value={state.correctCount} max={total} label={t('common.progress')} />
      {word && (
        <div className="kalima-quiz-word kalima-word-box">
          <ArabicText as="p" className="kalima-learn-arabic kalima-big">
            {word.arabic}
          </ArabicText>
          <DeckForm word={word} />
          <p
            className="kalima-learn-reveal"
            aria-live="polite"
            data-state={state.revealed ? 'revealed' : 'hidden'}
          >
            {state.revealed && (
              <span className="kalima-meaning" lang={lang} dir="auto">
                {word.meaning}
              </span>
            )}
          </p>
        </div>
      )}
      <p className="kalima-visually-hidden">{t('learn.question')}</p>
      <AnswerOptions
        options={state.options}
        chosen={state.chosen}
        chosenState={verdict}
        disabled={state.status !== 'answering'}
        lang={lang}
        onPick={pick}
      />
      <AnswerMessage verdict={verdict} />
      <div className="kalima-learn-actions">
        <button
          type="button"
          className="kalima-button"
          onClick={() => send({ type: 'showAnswer' })}
          disabled={state.status !== 'answering'}
        >
          {t('learn.showAnswer')}
        </button>
      </div>
      <LearnCompleteDialog
        {...completion.dialog(complete)}
        total={total}
        correct={state.correctCount}
        wrongAttempts={state.wrongCount}
        onTryAgain={() => send({ type: 'reset', seed: seed() })}
      />
    </WidgetRoot>
  )
}

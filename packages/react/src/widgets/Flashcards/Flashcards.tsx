import {
  type AnswerReport,
  type FlashcardsResult,
  type FlashcardsState,
  flashcardsMachine,
  type LocalizedWord,
} from '@kalima/core'
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { useMode } from '../../hooks/useMode'
import { formatNumber } from '../../i18n'
import { withProvider } from '../../provider/KalimaProvider'
import { DeckForm } from '../../shared/DeckForm'
import { activeElementOf, fromTextField } from '../../shared/dom'
import { FitText } from '../../shared/FitText'
import { PagerNav, pagerArrowKey, usePagerSwipe } from '../../shared/PagerNav'
import { ProgressBar } from '../../shared/ProgressBar'
import {
  type ControllableIndexProps,
  useControllableIndex,
} from '../../shared/useControllableIndex'
import { type StudyWidgetProps, useStudyWords } from '../../shared/useStudyWords'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { WordList } from '../../shared/WordList'
import { useWordTools, WordToolbar } from '../../shared/WordToolbar'
import { ArabicText } from '../ArabicText/ArabicText'
import { ShareDialog } from '../ShareDialog/ShareDialog'
import './Flashcards.css'

/** The grade buttons in key order: 1 is Not yet, 2 is I knew it. */
const GRADES = [
  { grade: 'not-yet', knew: false, label: 'flashcards.notYet' },
  { grade: 'knew', knew: true, label: 'flashcards.knew' },
] as const

/** Props of {@link Flashcards}. */
export interface FlashcardsProps extends StudyWidgetProps, ControllableIndexProps {
  /** Whether the first card starts flipped (stories, previews). */
  defaultFlipped?: boolean
  /** Called when the learner grades a card: "I knew it" is `correct: true`, "Not yet" false. */
  onAnswer?: (answer: AnswerReport) => void
  /** Called when every card of a round is graded, with the summary (knew, not-yet word ids). */
  onComplete?: (result: FlashcardsResult) => void
}

/**
 * Flashcards: a card flips between the Arabic word and its meaning; Previous and Next move.
 * The learner grades each card "Not yet" or "I knew it" (buttons, keys 1 and 2); when every
 * card is graded a summary lists the not-yet words and offers to study them again.
 */
export const Flashcards = /* @__PURE__ */ withProvider(FlashcardsView, 'Flashcards')

function FlashcardsView(props: FlashcardsProps) {
  const { t, now, uiLanguage } = useKalima()
  const { settings, lang, deck, placeholder } = useStudyWords(props, 'flashcards')
  const tools = useWordTools(settings)
  // New words (deck or language) restart the session at the same card.
  const create = (previous?: FlashcardsState): FlashcardsState =>
    flashcardsMachine.create(deck.words, now(), {
      index: previous ? previous.index : (props.index ?? props.defaultIndex ?? 0),
      flipped: props.defaultFlipped ?? false,
    })
  const { state, send } = useMode(flashcardsMachine, create, {
    settings,
    onAnswer: props.onAnswer,
    onComplete: props.onComplete,
    restartOn: [deck.words],
  })
  const index = useControllableIndex(props, state.index, (i) =>
    send({ type: 'goTo', index: i, now: now() }),
  )

  // Leaving the mode reports the time spent on the card.
  useEffect(() => () => send({ type: 'leave', now: now() }), [send, now])

  // The round's cards: the deck, or its not-yet words in "Study these again".
  const round = state.words as readonly LocalizedWord[]
  const word: LocalizedWord | undefined = round[state.index]
  const total = round.length
  const nav = flashcardsMachine.nav(state)

  const cardRef = useRef<HTMLButtonElement>(null)
  const hintId = useId()
  const move = (type: 'next' | 'previous') => {
    const target = state.index + (type === 'next' ? 1 : -1)
    // The button about to be disabled would drop focus to the page: keep it on the card.
    if (target <= 0 || target >= total - 1) {
      if (activeElementOf(cardRef.current)?.closest('.kalima-nav')) cardRef.current?.focus()
    }
    if (target >= 0 && target < total ? index.move(target) : index.controlled) return
    send({ type, now: now() })
  }
  const swipe = usePagerSwipe(move)

  const grade = (knew: boolean) => send({ type: 'grade', knew, now: now() })
  const summary = state.status === 'summary'
  const onKeyDown = (e: KeyboardEvent) => {
    if (fromTextField(e.target) || tools.shareOpen || summary) return
    if (pagerArrowKey(e, move)) return
    if (e.key === '1' || e.key === '2') {
      e.preventDefault()
      grade(e.key === '2')
      return
    }
    if ((e.key === ' ' || e.key === 'Enter') && e.target === e.currentTarget) {
      e.preventDefault()
      send({ type: 'flip', now: now() })
    }
  }

  if (deck.status === 'loading' || !word) return placeholder
  if (summary) {
    const { knew, notYet } = flashcardsMachine.summary(state)
    return (
      <WidgetRoot
        name="flashcards"
        fitKey="summary"
        settings={settings}
        lang={lang}
        className={props.className}
        aria-label={t('mode.flashcards')}
        data-state="summary"
      >
        <div className="kalima-flashcards-summary" role="status">
          <h2>{t('flashcards.summaryTitle')}</h2>
          {notYet.length === 0 && <p>{t('flashcards.allKnown')}</p>}
          <dl>
            <div>
              <dt>{t('flashcards.knew')}</dt>
              <dd>{formatNumber(knew, uiLanguage)}</dd>
            </div>
            <div>
              <dt>{t('flashcards.notYet')}</dt>
              <dd>{formatNumber(notYet.length, uiLanguage)}</dd>
            </div>
          </dl>
          {notYet.length > 0 && (
            <WordList
              words={notYet as LocalizedWord[]}
              label={t('flashcards.notYetWords')}
              lang={lang}
            />
          )}
          <div className="kalima-flashcards-summary-actions">
            {notYet.length > 0 && (
              <button
                type="button"
                className="kalima-button"
                data-variant="primary"
                onClick={() => send({ type: 'studyAgain', now: now() })}
              >
                {t('flashcards.studyAgain')}
              </button>
            )}
            <button
              type="button"
              className="kalima-button"
              data-variant={notYet.length > 0 ? undefined : 'primary'}
              onClick={() => send({ type: 'restart', now: now() })}
            >
              {t('flashcards.startOver')}
            </button>
          </div>
        </div>
      </WidgetRoot>
    )
  }
  const graded = state.grades[word.id]
  return (
    <WidgetRoot
      name="flashcards"
      fitKey={state.index}
      settings={settings}
      lang={lang}
      className={props.className}
      aria-label={t('mode.flashcards')}
      data-state={state.flipped ? 'revealed' : 'hidden'}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <ProgressBar value={state.index + 1} max={total} label={t('common.progress')} />
      <WordToolbar
        className="kalima-toolbar kalima-flashcards-toolbar"
        word={word}
        settings={settings}
        {...tools.toolbar}
        onSpeak={() => send({ type: 'speak' })}
      />
      <button
        ref={cardRef}
        type="button"
        className="kalima-flipcard kalima-word-box"
        data-state={state.flipped ? 'revealed' : 'hidden'}
        aria-describedby={hintId}
        {...swipe}
        onClick={() => send({ type: 'flip', now: now() })}
      >
        <span className="kalima-flipcard-inner">
          <span className="kalima-flipcard-face kalima-flipcard-front" aria-hidden={state.flipped}>
            <ArabicText className="kalima-flashcards-arabic kalima-big">{word.arabic}</ArabicText>
            {tools.showTranslit && (
              <span className="kalima-translit" lang="ar-Latn" dir="ltr">
                {word.transliteration}
              </span>
            )}
            <DeckForm word={word} as="span" />
          </span>
          <span className="kalima-flipcard-face kalima-flipcard-back" aria-hidden={!state.flipped}>
            <span className="kalima-meaning" lang={lang} dir="auto">
              <FitText>{word.meaning}</FitText>
            </span>
          </span>
        </span>
      </button>
      <p id={hintId} className="kalima-visually-hidden">
        {state.flipped ? t('flashcards.back') : t('flashcards.front')}. {t('flashcards.hint')}{' '}
        {t('flashcards.gradeKeys')}
      </p>
      <div className="kalima-flashcards-grades">
        {GRADES.map((g) => (
          <button
            key={g.grade}
            type="button"
            className="kalima-button"
            data-grade={g.grade}
            aria-pressed={graded === g.knew}
            disabled={!flashcardsMachine.canGrade(state)}
            onClick={() => grade(g.knew)}
          >
            {t(g.label)}
          </button>
        ))}
      </div>
      <PagerNav index={state.index} total={total} {...nav} onMove={move} counterPart="counter" />
      <ShareDialog {...tools.share} word={word} />
    </WidgetRoot>
  )
}

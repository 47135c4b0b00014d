import {
  type AnswerReport,
  type BrowseResult,
  createFlashcards,
  type FlashcardsState,
  flashcardsMachine,
  flashcardsNav,
  type LocalizedWord,
} from '@kalima/core'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { useMode } from '../../hooks/useMode'
import { withProvider } from '../../provider/KalimaProvider'
import { DeckForm } from '../../shared/DeckForm'
import { activeElementOf, fromTextField } from '../../shared/dom'
import { FitText } from '../../shared/FitText'
import { PagerNav, pagerArrowKey } from '../../shared/PagerNav'
import { ProgressBar } from '../../shared/ProgressBar'
import {
  type ControllableIndexProps,
  useControllableIndex,
} from '../../shared/useControllableIndex'
import { type StudyWidgetProps, useStudyWords } from '../../shared/useStudyWords'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { useTransliteration, WordToolbar } from '../../shared/WordToolbar'
import { ArabicText } from '../ArabicText/ArabicText'
import { ShareDialog } from '../ShareDialog/ShareDialog'
import './Flashcards.css'

/** Props of {@link Flashcards}. */
export interface FlashcardsProps extends StudyWidgetProps, ControllableIndexProps {
  /** Whether the first card starts flipped (stories, previews). */
  defaultFlipped?: boolean
  /** Called when a card's meaning is shown for the first time (reported as `correct: true`). */
  onAnswer?: (answer: AnswerReport) => void
  /** Called once every card of the session has been shown. */
  onComplete?: (result: BrowseResult) => void
}

/** Flashcards: a card flips between the Arabic word and its meaning; Previous and Next move. */
export const Flashcards = withProvider(FlashcardsView, 'Flashcards')

function FlashcardsView(props: FlashcardsProps) {
  const { t, now } = useKalima()
  const { settings, lang, deck, placeholder } = useStudyWords(props, 'flashcards')
  const [shareOpen, setShareOpen] = useState(false)
  // New words (deck or language) restart the session at the same card.
  const create = (previous?: FlashcardsState): FlashcardsState =>
    createFlashcards(deck.words, now(), {
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

  const [translit, toggleTranslit] = useTransliteration(settings.showTransliteration)
  const word: LocalizedWord | undefined = deck.words[state.index]
  const total = deck.words.length
  const nav = flashcardsNav(state)

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

  const onKeyDown = (e: KeyboardEvent) => {
    if (fromTextField(e.target) || shareOpen) return
    if (pagerArrowKey(e, move)) return
    if ((e.key === ' ' || e.key === 'Enter') && e.target === e.currentTarget) {
      e.preventDefault()
      send({ type: 'flip', now: now() })
    }
  }

  if (deck.status === 'loading' || !word) return placeholder

  const showTranslit = settings.showTransliterationToggle ? translit : settings.showTransliteration
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
        translit={translit}
        onToggleTranslit={toggleTranslit}
        onShare={() => setShareOpen(true)}
        onSpeak={() => send({ type: 'speak' })}
      />
      <button
        ref={cardRef}
        type="button"
        className="kalima-flipcard kalima-word-box"
        data-state={state.flipped ? 'revealed' : 'hidden'}
        aria-describedby={hintId}
        onClick={() => send({ type: 'flip', now: now() })}
      >
        <span className="kalima-flipcard-inner">
          <span className="kalima-flipcard-face kalima-flipcard-front" aria-hidden={state.flipped}>
            <ArabicText className="kalima-flashcards-arabic kalima-big">{word.arabic}</ArabicText>
            {showTranslit && (
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
        {state.flipped ? t('flashcards.back') : t('flashcards.front')}. {t('flashcards.hint')}
      </p>
      <PagerNav
        index={state.index}
        total={total}
        canPrevious={nav.canPrevious}
        canNext={nav.canNext}
        onMove={move}
        counterPart="counter"
      />
      <ShareDialog open={shareOpen} onOpenChange={setShareOpen} word={word} />
    </WidgetRoot>
  )
}

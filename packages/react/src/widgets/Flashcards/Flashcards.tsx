import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import {
  createFlashcards,
  type FlashcardsState,
  flashcardsMachine,
  flashcardsNav,
  type LocalizedWord,
} from '../../core'
import { useKalima } from '../../hooks/useKalima'
import { type AnswerReport, useMode } from '../../hooks/useMode'
import { EnsureProvider } from '../../provider/KalimaProvider'
import { DeckPlaceholder } from '../../shared/DeckPlaceholder'
import { PagerNav, pagerArrowKey } from '../../shared/PagerNav'
import { type StudyWidgetProps, useStudyWords } from '../../shared/useStudyWords'
import { WidgetRoot } from '../../shared/WidgetRoot'
import {
  activeElementOf,
  fromTextField,
  ProgressBar,
  useTransliteration,
} from '../../shared/WordBits'
import { WordToolbar } from '../../shared/WordToolbar'
import { ArabicText } from '../ArabicText/ArabicText'
import { ShareDialog } from '../ShareDialog/ShareDialog'
import './Flashcards.css'

/** Props of {@link Flashcards}. */
export interface FlashcardsProps extends StudyWidgetProps {
  /** 0-based card index (controlled). */
  index?: number
  /** Initial card index (uncontrolled). */
  defaultIndex?: number
  /** Called when the learner moves to another card. */
  onIndexChange?: (index: number) => void
  /** Whether the first card starts flipped (stories, previews). */
  defaultFlipped?: boolean
  /** Called when a card's meaning is shown for the first time (reported as `correct: true`). */
  onAnswer?: (answer: AnswerReport) => void
}

/** Flashcards: a card flips between the Arabic word and its meaning; Previous and Next move. */
export function Flashcards(props: FlashcardsProps) {
  return (
    <EnsureProvider>
      <FlashcardsView {...props} />
    </EnsureProvider>
  )
}

function FlashcardsView(props: FlashcardsProps) {
  const { t, now } = useKalima()
  const { settings, lang, deck } = useStudyWords(props)
  const [shareOpen, setShareOpen] = useState(false)
  const start = props.index ?? props.defaultIndex ?? 0
  const create = (): FlashcardsState => {
    const s = createFlashcards(deck.words, now())
    const index = Math.min(Math.max(0, start), Math.max(0, deck.words.length - 1))
    return { ...s, index, flipped: props.defaultFlipped ?? false }
  }
  const { onAnswer } = props
  const mode = useMode(flashcardsMachine, create, {
    settings,
    onViewed: (wordId) => onAnswer?.({ wordId, correct: true }),
  })
  const { state, send } = mode

  // New words (deck or language) restart the session at the same card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only when the words change
  useEffect(() => {
    const index = mode.state.index
    mode.reset({ ...create(), index: Math.min(index, Math.max(0, deck.words.length - 1)) })
  }, [deck.words])

  // Controlled index.
  useEffect(() => {
    if (props.index !== undefined && props.index !== state.index) {
      send({ type: 'goTo', index: props.index, now: now() })
    }
  }, [props.index, state.index, send, now])

  const { onIndexChange } = props
  const [reported, setReported] = useState(state.index)
  useEffect(() => {
    if (state.index !== reported) {
      setReported(state.index)
      onIndexChange?.(state.index)
    }
  }, [state.index, reported, onIndexChange])

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
    if (props.index !== undefined) {
      if (target >= 0 && target < total) onIndexChange?.(target)
      return
    }
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

  if (deck.status === 'loading' || !word) {
    return (
      <DeckPlaceholder
        name="flashcards"
        settings={settings}
        lang={lang}
        className={props.className}
        status={deck.status}
      />
    )
  }

  const showTranslit = settings.showTransliterationToggle ? translit : settings.showTransliteration
  return (
    <WidgetRoot
      name="flashcards"
      settings={settings}
      lang={lang}
      className={props.className}
      aria-label={t('mode.flashcards')}
      data-state={state.flipped ? 'flipped' : 'front'}
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
        data-state={state.flipped ? 'flipped' : 'front'}
        aria-describedby={hintId}
        onClick={() => send({ type: 'flip', now: now() })}
      >
        <span className="kalima-flipcard-inner">
          <span className="kalima-flipcard-face kalima-flipcard-front" aria-hidden={state.flipped}>
            <ArabicText className="kalima-flashcards-arabic kalima-big">{word.arabic}</ArabicText>
            {showTranslit && <span className="kalima-translit">{word.transliteration}</span>}
          </span>
          <span className="kalima-flipcard-face kalima-flipcard-back" aria-hidden={!state.flipped}>
            <span className="kalima-meaning" lang={lang} dir="auto">
              {word.meaning}
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

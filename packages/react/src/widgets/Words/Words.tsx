import {
  type BrowseResult,
  type LanguageCode,
  type LocalizedWord,
  type VerseText,
  type WordsState,
  wordsMachine,
} from '@kalima/core'
import { loadVerses, verseKey, verseRangeLabel, wordAt } from '@kalima/core/reader'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { useMode } from '../../hooks/useMode'
import { withProvider } from '../../provider/KalimaProvider'
import { DeckForm } from '../../shared/DeckForm'
import { posLabel } from '../../shared/deckTitle'
import { activeElementOf, fromTextField } from '../../shared/dom'
import { PagerNav, pagerArrowKey, usePagerSwipe } from '../../shared/PagerNav'
import {
  type ControllableIndexProps,
  useControllableIndex,
} from '../../shared/useControllableIndex'
import { type StudyWidgetProps, useStudyWords } from '../../shared/useStudyWords'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { useWordTools, WordToolbar } from '../../shared/WordToolbar'
import { ArabicText } from '../ArabicText/ArabicText'
import { ShareDialog } from '../ShareDialog/ShareDialog'
import './Words.css'

/** Props of {@link Words}. */
export interface WordsProps extends StudyWidgetProps, ControllableIndexProps {
  /** Whether to show the example verse (default true). */
  showVerse?: boolean
  /** Called once every word of the session has been visited. */
  onComplete?: (result: BrowseResult) => void
}

/** Words: one word card at a time with its example verse, Previous and Next. */
export const Words = /* @__PURE__ */ withProvider(WordsView, 'Words')

/** The example verses in a language, loaded lazily. */
function useVerses(
  lang: LanguageCode,
  enabled: boolean,
): Readonly<Record<string, VerseText>> | null {
  const [verses, setVerses] = useState<{
    lang: LanguageCode
    v: Readonly<Record<string, VerseText>>
  } | null>(null)
  useEffect(() => {
    if (!enabled) return
    let live = true
    void loadVerses(lang).then((v) => live && setVerses({ lang, v }))
    return () => {
      live = false
    }
  }, [lang, enabled])
  return verses?.lang === lang ? verses.v : null
}

/** A verse with the word at `position` (1-based, words split on spaces) highlighted. */
export function VerseWithWord({ arabic, position }: { arabic: string; position: number }) {
  const words = arabic.split(' ')
  const before = words.slice(0, position - 1).join(' ')
  const word = wordAt(arabic, position)
  const after = words.slice(position).join(' ')
  return (
    <p lang="ar" dir="rtl" data-kalima-arabic="" className="kalima-verse-arabic">
      {before && `${before} `}
      {word && <mark className="kalima-verse-word">{word}</mark>}
      {after && ` ${after}`}
    </p>
  )
}

function WordsView(props: WordsProps) {
  const { t } = useKalima()
  const { settings, lang, deck, placeholder } = useStudyWords(props, 'words')
  const tools = useWordTools(settings)
  // New words (deck or language) restart the session at the same word.
  const create = (previous?: WordsState): WordsState =>
    wordsMachine.create(
      deck.words,
      previous ? previous.index : (props.index ?? props.defaultIndex ?? 0),
    )
  const { state, send } = useMode(wordsMachine, create, {
    settings,
    onComplete: props.onComplete,
    restartOn: [deck.words],
  })
  // A controlled index jumps there (the jump counts as a visit of that word).
  const index = useControllableIndex(props, state.index, (i) => send({ type: 'goTo', index: i }))

  const verses = useVerses(lang, props.showVerse !== false)
  const word: LocalizedWord | undefined = deck.words[state.index]
  const total = deck.words.length
  const nav = wordsMachine.nav(state)
  const root = useRef<HTMLElement>(null)

  const move = (type: 'next' | 'previous') => {
    const target = state.index + (type === 'next' ? 1 : -1)
    if (target < 0 || target >= total) return
    if (target === 0 || target === total - 1) {
      if (activeElementOf(root.current)?.closest('.kalima-nav')) root.current?.focus()
    }
    if (!index.move(target)) send({ type })
  }
  const swipe = usePagerSwipe(move)
  const headingId = useId()
  const onKeyDown = (e: KeyboardEvent) => {
    if (fromTextField(e.target) || tools.shareOpen) return
    pagerArrowKey(e, move)
  }

  if (deck.status === 'loading' || !word) return placeholder
  const verse = verses?.[verseKey(word.verse)]
  return (
    <WidgetRoot
      ref={root}
      name="words"
      fitKey={state.index}
      settings={settings}
      lang={lang}
      className={props.className}
      aria-label={t('mode.words')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <article
        className="kalima-words-card kalima-word-box"
        // Named by its word, in no interface language (an English role description read
        // "word card" to every screen reader).
        aria-labelledby={headingId}
        {...swipe}
      >
        <WordToolbar
          word={word}
          settings={settings}
          {...tools.toolbar}
          onSpeak={() => send({ type: 'speak' })}
        />
        <ArabicText as="h2" id={headingId} className="kalima-words-arabic kalima-big">
          {word.arabic}
        </ArabicText>
        {tools.showTranslit && (
          <p className="kalima-translit kalima-words-translit" lang="ar-Latn" dir="ltr">
            {word.transliteration}
          </p>
        )}
        <DeckForm word={word} className="kalima-words-form" />
        <p className="kalima-meaning kalima-words-meaning" lang={lang} dir="auto">
          {word.meaning}
        </p>
        <p className="kalima-words-pos">{posLabel(word.pos, t)}</p>
        {props.showVerse !== false && verse && (
          // On a phone a long verse scrolls inside its box: it takes focus, so the keyboard
          // can scroll it too (axe: scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          <figure className="kalima-verse" tabIndex={0}>
            <VerseWithWord arabic={verse.arabic} position={word.verse.position} />
            {verse.translation && (
              <blockquote className="kalima-verse-translation" lang={lang} dir="auto">
                {verse.translation}
              </blockquote>
            )}
            <figcaption className="kalima-verse-ref">
              {t('words.verseRef', { surah: word.verse.surah, ayah: word.verse.ayah })}
              {verse.range && (
                <span className="kalima-verse-range">
                  {' · '}
                  {t('words.verseRange', {
                    range: verseRangeLabel(word.verse.surah, verse.range),
                  })}
                </span>
              )}
            </figcaption>
          </figure>
        )}
      </article>
      <PagerNav index={state.index} total={total} {...nav} onMove={move} />
      <ShareDialog {...tools.share} word={word} />
    </WidgetRoot>
  )
}

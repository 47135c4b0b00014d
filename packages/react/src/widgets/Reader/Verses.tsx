// The Reader's text: its verses, drawn a batch at a time (the first at once).
import type { LanguageCode, Meanings } from '@kalima/core'
import {
  type ReaderSurah,
  type ReaderText,
  type ReaderWord,
  type ReaderWordState,
  verseBatches,
} from '@kalima/core/reader'
import { memo, useEffect, useMemo, useState } from 'react'
import type { Translate } from '../../i18n'
import { stateLabel } from './stateLabel'

/** The word chosen in the text, and where it stands (verse and position, 1-based). */
export interface Selected {
  word: ReaderWord
  verse: number
  position: number
}

interface VersesProps {
  surah: ReaderSurah
  text: ReaderText
  meanings: Meanings | null
  showGlosses: boolean
  showTranslation: boolean
  stateOf: (word: ReaderWord) => ReaderWordState
  lang: LanguageCode
  t: Translate
  onSelect: (selected: Selected) => void
  /** The verses shown, 1-based and inclusive. */
  range: { from: number; to: number }
  /** The list, to find a verse in (the `verse` prop). */
  listRef: React.RefObject<HTMLOListElement | null>
  /** A verse to show from the first render (the one the reader opens at). */
  verse?: number | undefined
}

/**
 * Words a batch of verses holds about (core's `verseBatches`): a task's worth of rendering.
 * Small enough that a batch drawn on a slow phone stays near a frame: 250 words were a
 * 260 ms task under Lighthouse's 4× CPU slowdown (bench/notes.md).
 */
const BATCH_WORDS = 60
/** Words of the first batch: a phone's first screen and more (what a prerendered page holds). */
const FIRST_BATCH_WORDS = 80

/**
 * Every verse of the range: its words as buttons in reading order, then its translation. A
 * long surah is drawn in batches (`verseBatches`), the first at once (with the verse asked
 * for) and each next one in a task of its own, so its first verses paint without waiting for
 * the rest and no single task blocks input for long.
 */
export function Verses(props: VersesProps) {
  // What a batch draws: not the range or the list (a new range each render would redraw all).
  const { range, listRef, verse, ...drawing } = props
  const { surah } = drawing
  const batches = useMemo(
    () =>
      verseBatches(
        surah.verses.map((words) => words.length),
        range,
        BATCH_WORDS,
        FIRST_BATCH_WORDS,
      ),
    [surah, range],
  )
  const needed = verse === undefined ? 1 : batches.findIndex((b) => b.to >= verse) + 1
  const [drawn, setDrawn] = useState(1)
  const count = Math.max(drawn, needed)
  useEffect(() => {
    if (count >= batches.length) return
    const next = setTimeout(() => setDrawn(count + 1), 0)
    return () => clearTimeout(next)
  }, [count, batches.length])
  return (
    <ol className="kalima-reader-verses" ref={listRef} start={range.from}>
      {batches.slice(0, count).map((batch) => (
        <VerseBatch key={batch.from} {...drawing} from={batch.from} to={batch.to} />
      ))}
    </ol>
  )
}

/** The verses `from`–`to` (1-based), drawn again only when what they show changes. */
const VerseBatch = /* @__PURE__ */ memo(function VerseBatch({
  surah,
  text,
  meanings,
  showGlosses,
  showTranslation,
  stateOf,
  lang,
  t,
  onSelect,
  from,
  to,
}: Omit<VersesProps, 'range' | 'listRef' | 'verse'> & { from: number; to: number }) {
  return surah.verses.slice(from - 1, to).map((verse, i) => {
    const v = from - 1 + i
    const ayah = v + 1
    return (
      <li
        key={ayah}
        className="kalima-reader-verse"
        aria-label={t('reader.verse', { n: ayah })}
        data-verse={ayah}
        tabIndex={-1}
      >
        <p className="kalima-reader-words" dir="rtl">
          {verse.map((word, w) => {
            const gloss =
              text.glosses?.[v]?.[w] ?? (word.refs[0] ? (meanings?.[word.refs[0]] ?? '') : '')
            const state = stateOf(word)
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: words never reorder
                key={w}
                type="button"
                className="kalima-reader-word"
                data-state={state}
                aria-label={t('reader.wordLabel', {
                  word: word.arabic,
                  gloss: gloss || '—',
                  state: t(stateLabel(state)),
                })}
                onClick={() => onSelect({ word, verse: ayah, position: w + 1 })}
              >
                <span lang="ar" className="kalima-reader-arabic" data-kalima-arabic="">
                  {word.arabic}
                </span>
                {showGlosses && (
                  <span className="kalima-reader-gloss" lang={lang} dir="auto">
                    {gloss}
                  </span>
                )}
              </button>
            )
          })}
          <span className="kalima-reader-ayah" lang="ar" aria-hidden="true">
            {ayah.toLocaleString('ar-EG')}
          </span>
        </p>
        {showTranslation && (
          <p className="kalima-reader-translation" lang={lang} dir="auto">
            {text.translations[v]}
          </p>
        )}
      </li>
    )
  })
})

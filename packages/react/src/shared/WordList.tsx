import type { StudyWord } from '@kalima/core'
import { useId, useRef } from 'react'
import { ArabicText } from '../widgets/ArabicText/ArabicText'
import { useScrolls } from './useScrolls'
import './WordList.css'

/** Props of {@link WordList}. */
export interface WordListProps {
  /** The words, in the order shown. */
  words: readonly StudyWord[]
  /** The list's title, shown above it and naming it. */
  label: string
  /** Language of the meanings. */
  lang: string
}

/**
 * A titled list of words with their meanings, the Arabic at its reading side: a Test's
 * missed words, Flashcards' not-yet words. It scrolls when it is long.
 */
export function WordList({ words, label, lang }: WordListProps) {
  const id = useId()
  const list = useRef<HTMLUListElement>(null)
  const scrolls = useScrolls(list, words)
  return (
    <div className="kalima-word-list-box">
      <p id={id} className="kalima-word-list-title">
        {label}
      </p>
      {/* A long list scrolls inside its box: then it takes focus, so the keyboard can scroll
          it too (axe: scrollable-region-focusable); a short one is no tab stop. */}
      <ul
        ref={list}
        className="kalima-word-list"
        aria-labelledby={id}
        tabIndex={scrolls ? 0 : undefined}
      >
        {words.map((w) => (
          <li key={w.id}>
            <ArabicText className="kalima-word-list-arabic">{w.arabic}</ArabicText>
            <span className="kalima-word-list-meaning" lang={lang} dir="auto">
              {w.meaning}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

import type { LanguageCode, PracticeItem } from '@kalima/core'
import { useEffect, useRef } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { PlayIcon } from '../../shared/icons'
import { ArabicText } from '../ArabicText/ArabicText'

/**
 * A new word's study card, shown before the word is first asked (teach, then ask): the Arabic,
 * its transliteration and meaning, its verse with the word marked when the verse is there, and
 * a button to hear it. "Got it" (focused, so Enter goes on) moves to what comes next.
 */
export function StudyCard({
  item,
  lang,
  onPlay,
  onStudied,
}: {
  /** The study card's entry of the queue (`item.study`). */
  item: PracticeItem
  /** The language of the meaning. */
  lang: LanguageCode
  onPlay: () => void
  onStudied: () => void
}) {
  const { t } = useKalima()
  const next = useRef<HTMLButtonElement>(null)
  // Each card takes the keys: Enter (or Space) on "Got it" goes on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once per word
  useEffect(() => next.current?.focus({ preventScroll: true }), [item.word.id])
  const { word, verse } = item
  return (
    <div className="kalima-today-study" data-kalima-part="study">
      <p className="kalima-today-prompt">{t('today.study.title')}</p>
      <div className="kalima-quiz-word kalima-word-box">
        <ArabicText as="p" className="kalima-today-arabic kalima-big">
          {word.arabic}
        </ArabicText>
        <p className="kalima-translit" lang="ar-Latn" dir="ltr">
          {word.transliteration}
        </p>
        <p className="kalima-meaning kalima-today-meaning" lang={lang} dir="auto">
          {word.meaning}
        </p>
        <button
          type="button"
          className="kalima-button kalima-today-listen"
          onClick={onPlay}
          aria-label={t('common.play')}
        >
          <PlayIcon />
        </button>
      </div>
      {verse && (
        <ArabicText as="p" className="kalima-today-verse">
          {verse.before} <mark className="kalima-today-gap-word">{verse.word}</mark> {verse.after}
        </ArabicText>
      )}
      <div className="kalima-today-actions">
        <button
          ref={next}
          type="button"
          className="kalima-button"
          data-variant="primary"
          onClick={onStudied}
        >
          {t('today.study.next')}
        </button>
      </div>
    </div>
  )
}

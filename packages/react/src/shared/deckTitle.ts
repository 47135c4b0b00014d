import { type DeckRef, getDeck } from '@kalima/core'
import { isMessageId, type Translate, type UiMessageId } from '../i18n'

/** The vocabulary's lesson titles: a level and a part ('Common Words III'). */
const LESSON_TITLE = /^(Base|Common|Advanced) Words (I{1,3}|IV)$/

/**
 * A deck's title in the interface language: the Pronouns deck's (`deck.pronouns`), a lesson's level and part ('Temel Kelimeler
 * II', 'মৌলিক শব্দ ২'), a surah by its usual name in that language ('Fecr', '黎明'), a deck from the reader
 * by its surah's number ('Surah 67: words to learn'); the vocabulary's own
 * (English) title for a deck the dictionaries do not name, '' for no deck.
 */
export function deckTitle(ref: DeckRef, t: Translate): string {
  if (ref.kind === 'pronouns') return t('deck.pronouns')
  if (ref.kind === 'reading') return t('deck.reading', { n: ref.id })
  const deck = getDeck(ref)
  if (!deck) return ''
  if (ref.kind === 'surah') return surahName(ref.id, t, deck.title)
  const match = LESSON_TITLE.exec(deck.title)
  const level = match?.[1]?.toLowerCase()
  const id = `deck.lessonTitle.${level}`
  const part = `deck.part.${PARTS.indexOf(match?.[2] ?? '') + 1}`
  return match && isMessageId(id) && isMessageId(part) ? t(id, { part: t(part) }) : deck.title
}

/**
 * The vocabulary's parts of a level, in order. Each language writes them its own way
 * (`deck.part.1`…`deck.part.4`): Roman numerals where its readers use them, else its digits
 * (a Latin I beside Bengali reads as the full stop ।).
 */
const PARTS = ['I', 'II', 'III', 'IV']

/**
 * A surah's usual name in the interface language (`surah.67`: 'Al-Mulk', 'Mülk', '国权': the
 * decks' surahs 89–114 in the dictionaries' main part, the others in the reader's);
 * `fallback` (the reader index's transliteration) for a surah the dictionaries do not name,
 * or whose part is not loaded.
 */
export function surahName(surah: number, t: Translate, fallback: string): string {
  if (!Number.isInteger(surah) || surah < 1 || surah > 114) return fallback
  const id = `surah.${surah}` as UiMessageId
  const name = t(id)
  return name === id ? fallback : name
}

/** A part of speech of the vocabulary ('Proper noun') in the interface language. */
export function posLabel(pos: string, t: Translate): string {
  const id = `pos.${pos}`
  return isMessageId(id) ? t(id) : pos
}

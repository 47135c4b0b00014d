// The original app kept progress per lesson by the Arabic word itself. To import
// it, match that word to a lesson word, ignoring diacritics and letter variants
// that the two spellings may not share.
import type { Word } from './types'
import { getLesson, getWord } from './vocabulary'

/** Arabic letters only: no harakat, Quranic marks or tatweel; alif variants as bare alif. */
export function bareArabic(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .trim()
}

/**
 * The word id of an original-app progress key: the key itself if it is a word id,
 * else the word of that lesson whose bare Arabic equals the key's; undefined if none.
 */
export function resolveLegacyWord(deckId: string, key: string): string | undefined {
  if (getWord(key)) return key
  const lesson = Number(deckId)
  if (!Number.isInteger(lesson) || lesson < 1 || lesson > 12) return undefined
  const bare = bareArabic(key)
  const match = getLesson(lesson).words.find((w: Word) => bareArabic(w.arabic) === bare)
  return match?.id
}

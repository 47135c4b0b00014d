/**
 * Recitation audio of a word, when the operator configures a word-audio source: a URL
 * template with `{surah}`, `{verse}` and `{word}` (the word's position in the verse, 1-based,
 * as in the Quranic Arabic Corpus), or their zero-padded 3-digit forms `{surah3}`, `{verse3}`,
 * `{word3}`. For example `https://audio.example.org/wbw/{surah3}_{verse3}_{word3}.mp3`.
 * Quran.com's word-by-word recitations are its owner's: use them only with permission.
 */
import type { VerseRef } from './types'

const PLACEHOLDER = /\{(surah|verse|word)(3)?\}/g

/** Why a word-audio template is refused, or null when it is usable. */
export const wordAudioTemplateError = (template: string): string | null => {
  const t = template.trim()
  if (t === '') return 'the template is empty'
  if (!/^(https?:\/\/|\/)/.test(t)) return 'the template must start with http://, https:// or /'
  for (const name of ['surah', 'verse', 'word'])
    if (!new RegExp(`\\{${name}3?\\}`).test(t))
      return `the template must contain {${name}} (or {${name}3})`
  const unknown = t.replace(PLACEHOLDER, '').match(/\{[^}]*\}/)
  if (unknown) return `unknown placeholder ${unknown[0]}`
  return null
}

/**
 * The URL of the word at `ref` in a valid template (see {@link wordAudioTemplateError}):
 * each placeholder replaced by the number, zero-padded to 3 digits for the `3` forms.
 */
export const wordAudioUrl = (template: string, ref: VerseRef): string =>
  template.trim().replace(PLACEHOLDER, (_, name: 'surah' | 'verse' | 'word', pad?: string) => {
    const n = name === 'surah' ? ref.surah : name === 'verse' ? ref.ayah : ref.position
    return pad ? String(n).padStart(3, '0') : String(n)
  })

// Types of examples.mjs (example verses: cleaning, paragraphs, choice).

/** Characters of `text` outside its language's script and common punctuation. */
export function foreignCharacters(lang: string, text: string): string[]
/** A quran-json translation with its footnote marks removed. */
export function cleanTranslation(lang: string, text: string): string
/** Whether two neighbouring verses say the same in Arabic (so one translation fits both). */
export function sameArabic(a: string, b: string): boolean
/** Multi-verse paragraphs of a translation: "s:a" → [first ayah, last ayah]. */
export function paragraphs(
  translation: readonly { id: number; verses: readonly { id: number; translation?: string }[] }[],
  arabic: readonly { id: number; verses: readonly { id: number; text: string }[] }[],
): Map<string, [number, number]>
/** Whether an occurrence's English gloss uses a sense of the English meaning. */
export function senseMatches(meaning: string, gloss: string): boolean
/** One occurrence of a word, as a candidate example. */
export interface Candidate {
  surah: number
  ayah: number
  position: number
  length: number
  gloss: string
  standalone: boolean
  order: number
}
/** The example verse of a word among its occurrences. */
export function chooseExample(
  candidates: readonly Candidate[],
  word: { meaning: string; surahOnly: boolean },
): Candidate

// Example verses of the vocabulary (issue 15): cleaning of the quran-json
// translations, detection of multi-verse paragraphs, and the choice of each
// word's example verse. Pure functions, used by build.mjs and tested in
// examples.test.ts. See docs/data.md ("Example verse").
import SURAH_DECK_RANGE from '../../packages/core/src/surah-decks.json' with { type: 'json' }

/**
 * The script a translation in each language is written in (letters and digits
 * of that script), beside the Latin punctuation and digits all of them use.
 */
const SCRIPT = Object.freeze({
  bn: /[\u0980-\u09FF]/u,
  en: /[A-Za-z]/u,
  es: /[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]/u,
  id: /[A-Za-z]/u,
  tr: /[A-Za-zÇĞİÖŞÜâçğıîöşûü]/u,
  ur: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u,
  zh: /[\u3400-\u9FFF\uF900-\uFAFF]/u,
})

/**
 * Characters a clean translation may contain besides its own script: spaces,
 * digits, punctuation (ASCII, general, CJK and Arabic), quotes, and the
 * transliteration letters some translators use for names (ā ī ū ḥ ṣ ḍ ṭ ẓ ʿ ʾ …).
 */
const COMMON =
  /[\s0-9!-/:-@[-`{-~\u00A0-\u00BF\u2010-\u206F\u3000-\u303F\uFF00-\uFF65\u0964\u0965\u060C\u061B\u061F\u06D4\u0100-\u017F\u1E00-\u1EFF\u02B0-\u02FF\u00C0-\u00FF]/u

/** Combining accents of Latin transliterations (a + U+0304 = ā). */
const LATIN_ACCENTS = /^[\u0300-\u036F]$/u

/**
 * Characters of `text` that are neither its language's script nor common
 * punctuation: leftovers of a broken encoding ("কতৃꦣ"), another language's
 * script. Empty for a clean translation.
 * @param {string} lang
 * @param {string} text
 * @returns {string[]}
 */
export function foreignCharacters(lang, text) {
  const script = SCRIPT[/** @type {keyof typeof SCRIPT} */ (lang)]
  if (!script) throw new Error(`no script for ${lang}`)
  return [...text].filter((ch) => !script.test(ch) && !COMMON.test(ch) && !LATIN_ACCENTS.test(ch))
}

/**
 * Removes footnote marks from a quran-json translation:
 * - Indonesian footnote calls, a number and a closing parenthesis after a
 *   word or a punctuation mark, stuck to it or after one space ("kebatilan23)
 *   dan" → "kebatilan dan", "janji-janji! 252) Hewan" → "janji-janji! Hewan"),
 *   never after a colon, a digit or an opening parenthesis ("(QS 2:30)" stays);
 * - Bengali numeric character references broken by a bad conversion, a stray
 *   character, maybe `#`, a decimal code point (sometimes without its leading
 *   2) and `;`: "সামর্থ?2470;াও" → "সামর্থদাও", "?451;" → "ও". The reference is
 *   decoded when it names a Bengali letter, and dropped otherwise.
 * Whitespace is then collapsed. Other text is kept as it is.
 * @param {string} lang
 * @param {string} text
 */
export function cleanTranslation(lang, text) {
  let out = text
  if (lang === 'id') out = out.replace(/(?<=[^\s0-9:(])\s?[0-9]+\)/gu, '')
  if (lang === 'bn') {
    out = out.replace(/[^\s\u0980-\u09FF]?#?(\d{3,4});/gu, (_match, digits) => {
      const n = Number(digits.length === 3 ? `2${digits}` : digits)
      return n >= 0x980 && n <= 0x9ff ? String.fromCodePoint(n) : ''
    })
  }
  return out.replace(/\s+/g, ' ').trim()
}

/** Arabic letters only (no vowel, recitation or tanwīn marks), to compare verses. */
function letters(/** @type {string} */ arabic) {
  return arabic.replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
}

/**
 * Whether two neighbouring verses say the same thing in Arabic, so that one
 * translation for both is right: identical letters, or the same words after a
 * different first word (فَإِنَّ مَعَ ٱلْعُسْرِ يُسْرًا / إِنَّ مَعَ ٱلْعُسْرِ يُسْرًا,
 * 94:5–6), the shorter keeping at least two words.
 * @param {string} a
 * @param {string} b
 */
export function sameArabic(a, b) {
  let x = letters(a).split(' ')
  let y = letters(b).split(' ')
  if (x.join(' ') === y.join(' ')) return true
  if (x.length > y.length) [x, y] = [y, x]
  const rest = x.slice(1)
  return rest.length >= 2 && y.slice(-rest.length).join(' ') === rest.join(' ')
}

/**
 * Multi-verse paragraphs of one translation: runs of consecutive verses of a
 * surah that carry the same translation although their Arabic differs (see
 * {@link sameArabic}); quran-json's Turkish repeats one paragraph on every verse
 * it covers. Returns, for each verse of such a run, the run's first and last
 * ayah.
 * @param {{ id: number, verses: { id: number, translation?: string }[] }[]} translation chapters
 * @param {{ id: number, verses: { id: number, text: string }[] }[]} arabic chapters
 * @returns {Map<string, [number, number]>} "s:a" → [from, to]
 */
export function paragraphs(translation, arabic) {
  /** @type {Map<string, [number, number]>} */
  const ranges = new Map()
  for (const chapter of translation) {
    const verses = chapter.verses
    const arabicVerses = arabic[chapter.id - 1]?.verses ?? []
    let i = 0
    while (i < verses.length) {
      let j = i
      while (
        j + 1 < verses.length &&
        verses[j + 1]?.translation === verses[i]?.translation &&
        !sameArabic(arabicVerses[j]?.text ?? '', arabicVerses[j + 1]?.text ?? '')
      ) {
        j++
      }
      if (j > i) {
        const range = /** @type {[number, number]} */ ([verses[i]?.id ?? 0, verses[j]?.id ?? 0])
        for (let k = i; k <= j; k++) ranges.set(`${chapter.id}:${verses[k]?.id}`, range)
      }
      i = j + 1
    }
  }
  return ranges
}

/** English words that carry no sense of their own in a meaning or a gloss. */
const FILLER = new Set(['to', 'the', 'a', 'an', 'of', 'one', 'who', 'that', 'it', 'is', 'be'])

/** Content words of an English meaning or gloss, lower case. */
function senseWords(/** @type {string} */ text) {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !FILLER.has(w))
}

/**
 * Whether the contextual English gloss of an occurrence (words.tsv) uses a
 * sense of the word's English meaning: they share a content word, or two
 * content words of four letters or more share their first four letters
 * (believe / believers).
 * @param {string} meaning
 * @param {string} gloss
 */
export function senseMatches(meaning, gloss) {
  const senses = senseWords(meaning)
  const used = senseWords(gloss)
  return senses.some((s) =>
    used.some(
      (u) => u === s || (s.length >= 4 && u.length >= 4 && s.slice(0, 4) === u.slice(0, 4)),
    ),
  )
}

/**
 * One occurrence of a word, as a candidate example.
 * @typedef {{ surah: number, ayah: number, position: number, length: number,
 *   gloss: string, standalone: boolean, order: number }} Candidate
 */

/**
 * Chooses a word's example verse among its occurrences. Candidates are
 * compared on, in order:
 * 1. a surah-only word (`surahOnly`) takes a verse of the surah decks' surahs (89–114);
 * 2. the occurrence's English gloss uses a sense of the meaning ({@link senseMatches});
 * 3. the verse's translation stands alone (is no multi-verse paragraph) and is
 *    clean in all 7 languages;
 * 4. verses of at least three words (more context) before shorter ones;
 * 5. fewer words;
 * 6. first in the mushaf.
 * @param {Candidate[]} candidates in mushaf order
 * @param {{ meaning: string, surahOnly: boolean }} word
 * @returns {Candidate}
 */
export function chooseExample(candidates, word) {
  /** @param {Candidate} c */
  const key = (c) => [
    word.surahOnly && c.surah < SURAH_DECK_RANGE.min ? 1 : 0,
    senseMatches(word.meaning, c.gloss) ? 0 : 1,
    c.standalone ? 0 : 1,
    c.length < 3 ? 1 : 0,
    c.length,
    c.order,
  ]
  let best = candidates[0]
  if (!best) throw new Error('a word without occurrences')
  let bestKey = key(best)
  for (const c of candidates.slice(1)) {
    const k = key(c)
    const i = k.findIndex((v, n) => v !== bestKey[n])
    if (i >= 0 && (k[i] ?? 0) < (bestKey[i] ?? 0)) {
      best = c
      bestKey = k
    }
  }
  return best
}

// Pure converters from the extended Buckwalter transliteration of the Quranic
// Arabic Corpus: Arabic script, readable Latin and word ids. Used by the
// vocabulary build (scripts/data/build.mjs loads this file through a tiny
// TypeScript loader) and at runtime to expand the compact words.json.

/**
 * Extended Buckwalter → Unicode, as documented in ../shared/data/quran/README.md.
 * Converting `form_buckwalter` with it reproduces `form` for every segment of
 * segments.tsv except 37:130:3:1 (whose form contains a space).
 */
export const BUCKWALTER_TO_ARABIC: Readonly<Record<string, string>> = Object.freeze({
  "'": '\u0621',
  '>': '\u0623',
  '&': '\u0624',
  '<': '\u0625',
  '}': '\u0626',
  A: '\u0627',
  b: '\u0628',
  p: '\u0629',
  t: '\u062A',
  v: '\u062B',
  j: '\u062C',
  H: '\u062D',
  x: '\u062E',
  d: '\u062F',
  '*': '\u0630',
  r: '\u0631',
  z: '\u0632',
  s: '\u0633',
  $: '\u0634',
  S: '\u0635',
  D: '\u0636',
  T: '\u0637',
  Z: '\u0638',
  E: '\u0639',
  g: '\u063A',
  _: '\u0640',
  f: '\u0641',
  q: '\u0642',
  k: '\u0643',
  l: '\u0644',
  m: '\u0645',
  n: '\u0646',
  h: '\u0647',
  w: '\u0648',
  Y: '\u0649',
  y: '\u064A',
  F: '\u064B',
  N: '\u064C',
  K: '\u064D',
  a: '\u064E',
  u: '\u064F',
  i: '\u0650',
  '~': '\u0651',
  o: '\u0652',
  '^': '\u0653',
  '#': '\u0654',
  '`': '\u0670',
  '{': '\u0671',
  ':': '\u06DC',
  '@': '\u06DF',
  '"': '\u06E0',
  '[': '\u06E2',
  ';': '\u06E3',
  ',': '\u06E5',
  '.': '\u06E6',
  '!': '\u06E8',
  '-': '\u06EA',
  '+': '\u06EB',
  '%': '\u06EC',
  ']': '\u06ED',
})

/**
 * Converts extended Buckwalter to Arabic script. Characters outside the table
 * (e.g. the homonym digit in corpus lemmas such as `EaAd2`) are dropped.
 */
export function toArabic(bw: string): string {
  let out = ''
  for (const ch of bw) out += BUCKWALTER_TO_ARABIC[ch] ?? ''
  return out
}

/** Buckwalter letters → Latin consonants (hamza handled separately). */
const CONSONANTS: Readonly<Record<string, string>> = Object.freeze({
  b: 'b',
  t: 't',
  p: 'h',
  v: 'th',
  j: 'j',
  H: 'ḥ',
  x: 'kh',
  d: 'd',
  '*': 'dh',
  r: 'r',
  z: 'z',
  s: 's',
  $: 'sh',
  S: 'ṣ',
  D: 'ḍ',
  T: 'ṭ',
  Z: 'ẓ',
  E: 'ʿ',
  g: 'gh',
  f: 'f',
  q: 'q',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  h: 'h',
  w: 'w',
  y: 'y',
})

/** Hamza in all its spellings (alone, on alif, waw, ya, tatweel). */
const HAMZAS = new Set(["'", '>', '<', '&', '}', '#'])
/** Marks that make a preceding w/y a consonant rather than a long vowel. */
const VOWEL_OR_SHADDA = new Set(['a', 'i', 'u', '~', 'F', 'N', 'K', '`'])
/** Marks that make a preceding alif maqsura (Y) a consonantal y. */
const Y_CONSONANT_BEFORE = new Set(['a', 'i', 'u', '~', 'o', 'F', 'N', 'K'])
/** Short vowels and tanwin. */
const SHORT_VOWELS: Readonly<Record<string, string>> = Object.freeze({
  a: 'a',
  i: 'i',
  u: 'u',
  F: 'an',
  N: 'un',
  K: 'in',
})

/**
 * Words whose spelling and pronunciation part ways: the name of God is written
 * without its dagger alif, and the waw of أُولَٰئِكَ is not pronounced.
 */
const SPECIAL: Readonly<Record<string, string>> = Object.freeze({
  '{ll~ah': 'allāh',
  '{ll~ahum~': 'allāhumma',
  '>uwla`^}ik': 'ulāʾik',
  '>uwla`}ika': 'ulāʾika',
})

/**
 * Transliterates a Buckwalter word (typically a lemma) into readable Latin:
 * long vowels ā ī ū, emphatics ḥ ṣ ḍ ṭ ẓ, ʿ for ʿayn, ʾ for hamza, digraphs
 * th kh dh sh gh, doubled consonants for shadda. Conventions: a word-initial
 * hamza is not written (`>ano` → `an`); the initial hamzat al-wasl is `a` before
 * the article's l and `i` otherwise; tāʾ marbūṭa is `h` (`'aAyap` → `āyah`);
 * Quranic annotation marks and the homonym digit are ignored. Output is lower
 * case; callers capitalise proper nouns.
 */
export function transliterate(bw: string): string {
  const clean = bw.replace(/[0-9]/g, '')
  const special = SPECIAL[clean]
  if (special !== undefined) return special
  const chars = [...clean]
  let out = ''
  /** Latin spelling of the last consonant written, for shadda. */
  let lastConsonant = ''
  /** Whether the last thing written was the long vowel ū (so a following alif is silent). */
  let afterLongU = false

  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? ''
    const next = chars[i + 1] ?? ''
    const after = chars[i + 2] ?? ''
    const wasLongU = afterLongU
    afterLongU = false

    if (ch === 'a') {
      // a + w + dagger alif (ṣalāh, zakāh, ḥayāh) → ā
      if (next === 'w' && after === '`') {
        out += 'ā'
        i += 2
        continue
      }
      // a + alif / alif maqsura / dagger alif → ā (skipping madda and a following dagger)
      if (next === 'A' || next === '`' || (next === 'Y' && !Y_CONSONANT_BEFORE.has(after))) {
        out += 'ā'
        i++
        while (chars[i + 1] === '^' || chars[i + 1] === '`') i++
        continue
      }
      out += 'a'
      continue
    }
    if (ch === 'i') {
      if (
        (next === 'y' && !VOWEL_OR_SHADDA.has(after)) ||
        (next === 'Y' && !Y_CONSONANT_BEFORE.has(after))
      ) {
        out += 'ī'
        i++
        continue
      }
      out += 'i'
      continue
    }
    if (ch === 'u') {
      if (next === 'w' && !VOWEL_OR_SHADDA.has(after)) {
        out += 'ū'
        afterLongU = true
        i++
        continue
      }
      out += 'u'
      continue
    }
    if ((ch === 'F' || ch === 'N' || ch === 'K') && (next === 'A' || next === 'Y')) {
      // tanwin written on a silent alif or alif maqsura (hudan, abadan)
      out += SHORT_VOWELS[ch] ?? ''
      i++
      continue
    }
    const shortVowel = SHORT_VOWELS[ch]
    if (shortVowel !== undefined) {
      out += shortVowel
      continue
    }
    if (ch === '{') {
      // hamzat al-wasl: only pronounced at the start of the word
      if (out === '') out += next === 'l' ? 'a' : 'i'
      continue
    }
    if (ch === 'A') {
      if (wasLongU) continue // silent alif after the plural ū
      if (out === '' && next !== '^') {
        out += 'a'
        continue
      }
      out += 'ā'
      continue
    }
    if (ch === 'Y') {
      if (Y_CONSONANT_BEFORE.has(next)) {
        out += 'y'
        lastConsonant = 'y'
        continue
      }
      out += 'ā'
      continue
    }
    if (ch === '`') {
      out += 'ā'
      continue
    }
    if (ch === '~') {
      // shadda doubles the consonant, except on the very first letter (where it
      // only marks an assimilated article: r~aHoma`n → raḥmān)
      if (out !== lastConsonant) out += lastConsonant
      continue
    }
    if (HAMZAS.has(ch)) {
      if (out !== '') {
        out += 'ʾ'
        lastConsonant = 'ʾ'
      }
      continue
    }
    const consonant = CONSONANTS[ch]
    if (consonant !== undefined) {
      out += consonant
      lastConsonant = consonant
    }
    // anything else (sukun, madda, tatweel, Quranic annotation marks) is silent
  }
  return out
}

/**
 * Capitalises the first letter of a transliteration, skipping a leading ʿ or ʾ
 * (`ʿīsā` → `ʿĪsā`), for proper nouns.
 */
export function capitalize(latin: string): string {
  const chars = [...latin]
  const index = chars.findIndex((c) => c !== 'ʿ' && c !== 'ʾ')
  if (index < 0) return latin
  chars[index] = (chars[index] ?? '').toUpperCase()
  return chars.join('')
}

/**
 * Escapes for the Buckwalter characters that are not URL- or CSS-safe. Letters
 * and digits are kept as they are (ids are case-sensitive, like Buckwalter);
 * every other character becomes `-` plus one lower-case letter, so the mapping
 * is injective and reversible.
 */
export const ID_ESCAPES: Readonly<Record<string, string>> = Object.freeze({
  "'": '-c',
  '>': '-a',
  '<': '-i',
  '&': '-u',
  '}': '-y',
  '#': '-h',
  '{': '-w',
  '~': '-s',
  '`': '-d',
  '^': '-m',
  _: '-t',
  '*': '-z',
  $: '-x',
  ':': '-k',
  '@': '-o',
  '"': '-q',
  '[': '-b',
  ';': '-f',
  ',': '-g',
  '.': '-p',
  '!': '-n',
  '-': '-r',
  '+': '-v',
  '%': '-j',
  ']': '-l',
})

/**
 * The stable id of a word: its Buckwalter lemma with the unsafe characters
 * escaped (see {@link ID_ESCAPES}): `{ll~ah` → `-wll-sah`, `min` → `min`.
 * Ids match /^[A-Za-z0-9-]+$/, are unique because lemmas are, and never start
 * with a digit (no lemma does), so they are valid in URLs and CSS identifiers.
 */
export function wordId(lemma: string): string {
  return lemma.replace(/[^A-Za-z0-9]/gu, (ch) => {
    const escaped = ID_ESCAPES[ch]
    if (escaped === undefined) throw new Error(`No id escape for ${JSON.stringify(ch)} in ${lemma}`)
    return escaped
  })
}

/**
 * Root letters in Arabic script, separated by spaces: `rHm` → `ر ح م`.
 */
export function rootToArabic(root: string): string {
  return [...root].map(toArabic).join(' ')
}

/**
 * The transliteration shown for a word: its lemma transliterated, capitalised
 * for proper nouns (`{ll~ah` → `Allāh`, `muwsaY`` → `Mūsā`).
 */
export function wordTransliteration(lemma: string, pos: string): string {
  const latin = transliterate(lemma)
  return pos === 'Proper noun' ? capitalize(latin) : latin
}

/** Arabic script → extended Buckwalter: the inverse of {@link BUCKWALTER_TO_ARABIC}. */
export const ARABIC_TO_BUCKWALTER: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.entries(BUCKWALTER_TO_ARABIC).map(([bw, ar]) => [ar, bw])),
)

/**
 * Converts Arabic script back to extended Buckwalter (used for the headword
 * overrides of the curated source, written in Arabic). Throws on a character
 * outside the table, so a typo cannot slip into the data.
 */
export function fromArabic(arabic: string): string {
  let out = ''
  for (const ch of arabic) {
    const bw = ARABIC_TO_BUCKWALTER[ch]
    if (bw === undefined) {
      throw new Error(
        `${JSON.stringify(arabic)}: U+${ch.codePointAt(0)?.toString(16).toUpperCase()} is not in the Buckwalter table`,
      )
    }
    out += bw
  }
  return out
}

/**
 * Quranic annotation (recitation) marks of the extended Buckwalter table: small
 * high/low letters and pause signs that tell a reciter how to read, not part of
 * the word's spelling: ۜ ۟ ۠ ۢ ۣ ۥ ۦ ۨ ۪ ۫ ۬ ۭ.
 */
const RECITATION_MARKS = /[:@"[;,.!\-+%\]]/g

/** Parts of speech that decline (their lemma may carry a case ending). */
const DECLINABLE = new Set(['Noun', 'Adjective', 'Proper noun'])

/**
 * Particles whose lemma ends in a shadda and that are built on a final fatha:
 * inna, anna, kaʾanna, lākinna, laʿalla (accusative particles) and thumma.
 */
const FATHA_AFTER_SHADDA = new Set(['Accusative particle', 'Coordinating conjunction'])

/**
 * The headword rule: the dictionary form a learner looks up, derived from a
 * corpus lemma (Buckwalter) and its part of speech. In order:
 * 1. the homonym digit is dropped (`maE2` → `maE`);
 * 2. a shadda on the first letter, which only marks assimilation of a preceding
 *    article or nūn in the verse, is dropped (`m~ubiyn` مُّبِين → `mubiyn` مُبِين);
 * 3. recitation marks are dropped (`waf~aY`^` وَفَّىٰٓ → وَفَّىٰ): the Quranic
 *    annotation signs, and the madda sign except on a word-initial alif (آ);
 *    a nūn before the small mīm of iqlāb gets its sukūn back (`>an[bata` →
 *    `>anobata` أَنْبَتَ); a hamza written above a tatweel (`_#`) gets its usual
 *    seat (ئ after i, ؤ after u, أ otherwise);
 * 4. nouns, adjectives and proper nouns lose a case ending: final tanwīn or
 *    short vowel (`>abN` أَبٌ → `>ab` أَب), and tanwīn on alif maqṣūra becomes
 *    its fatha (`hudFY` هُدًى → `hudaY` هُدَى);
 * 5. the accusative particles and thumma, which end in a shadda, get their
 *    final fatha (`<in~` → `<in~a` إِنَّ inna, `vum~` → `vum~a` ثُمَّ thumma).
 * What the rule cannot do (verbs given by the corpus in a conjugated form,
 * particles built on a fatha that the lemma omits) is written as an override in
 * packages/core/data-src/meanings.tsv, with a note (see docs/data.md).
 */
export function headwordRule(lemma: string, pos: string): string {
  let bw = lemma.replace(/[0-9]/g, '')
  if (bw[1] === '~') bw = bw[0] + bw.slice(2)
  bw = bw
    .replace(/n\[/g, 'no')
    .replace(RECITATION_MARKS, '')
    .replace(/(.)\^/g, (match, before: string, offset: number) =>
      offset === 0 && before === 'A' ? match : before,
    )
    .replace(/([aiuo]?)_#/g, (_m, vowel: string) =>
      vowel === 'i' ? 'i}' : vowel === 'u' ? 'u&' : `${vowel}>`,
    )
  if (DECLINABLE.has(pos)) {
    bw = bw.replace(/FY$/, 'aY').replace(/[NKFuia]$/, '')
  }
  if (FATHA_AFTER_SHADDA.has(pos) && bw.endsWith('~')) bw += 'a'
  return bw
}

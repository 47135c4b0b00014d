#!/usr/bin/env node
// Evidence for reviewing the curated meanings (issue 15): for each word, the
// most frequent contextual word-by-word glosses of its occurrences per language
// (words.tsv), and whether the curated meaning shares anything with them.
//
//   node scripts/data/evidence.mjs            # flagged rows only, one block per row
//   node scripts/data/evidence.mjs --all      # every row, with the evidence of its flagged languages
//   node scripts/data/evidence.mjs --all --evidence  # every row with all its evidence
//   node scripts/data/evidence.mjs --counts   # number of flagged rows per language
//
// A flag is a prompt to read, not a verdict: a contextual gloss can be the
// context's, not the word's ("(of) Allah", "and not"). Spanish has no gloss
// source and is never flagged; it is read against English.

import { draftMeaning } from './glosses.mjs'

/** Languages with a word-by-word gloss in words.tsv. */
export const GLOSSED = /** @type {const} */ (['en', 'bn', 'id', 'ur', 'tr', 'zh'])

/** How many of the most frequent glosses count as evidence. */
export const TOP = 6

/** Words too common to show that a meaning and a gloss agree. */
const STOP = new Set([
  // en
  'a',
  'an',
  'the',
  'of',
  'to',
  'and',
  'or',
  'in',
  'on',
  'is',
  'be',
  'it',
  'that',
  'who',
  'one',
  'ones',
  'which',
  'not',
  'do',
  'for',
  'with',
  'at',
  'by',
  'as',
  'his',
  'their',
  'they',
  'he',
  'you',
  'we',
  'them',
  'him',
  'its',
  'was',
  'were',
  'are',
  'has',
  'have',
  'will',
  // id
  'yang',
  'dan',
  'di',
  'ke',
  'dari',
  'itu',
  'ini',
  'akan',
  'untuk',
  'dengan',
  'mereka',
  'kamu',
  'dia',
  'kami',
  'orang',
  'orang-orang',
  'tidak',
  'apa',
  // tr
  've',
  'bir',
  'bu',
  'o',
  'onlar',
  'onları',
  'siz',
  'biz',
  'de',
  'da',
  'ki',
  'ile',
  'için',
  'olan',
  'olarak',
  'şey',
  'kimse',
  'kimseler',
  // bn
  'ও',
  'এবং',
  'যা',
  'যে',
  'তারা',
  'তাদের',
  'তোমরা',
  'তোমাদের',
  'আমরা',
  'না',
  'কি',
  'হয়',
  'করে',
  'লোক',
  'লোকেরা',
  'যারা',
  // ur
  'اور',
  'کے',
  'کی',
  'کا',
  'کو',
  'سے',
  'میں',
  'وہ',
  'جو',
  'نہیں',
  'ہے',
  'ہیں',
  'تم',
  'ہم',
  'ان',
  'لوگ',
  'لوگوں',
  'والے',
  'والا',
  'والی',
  'کرنا',
  'کر',
  'کیا',
])

/** Chinese characters too common to show agreement (particles, pronouns, copula). */
const ZH_STOP = new Set([...'的了是们他她它你我在和与而之所者被把不有这那个一'])

/**
 * The content tokens of a meaning or gloss in `lang`: lower-cased words
 * without stop words; for Chinese, its characters without function characters.
 * @param {string} lang
 * @param {string} text
 * @returns {string[]}
 */
export function tokens(lang, text) {
  if (lang === 'zh') return [...text].filter((c) => /\p{Script=Han}/u.test(c) && !ZH_STOP.has(c))
  return text
    .toLocaleLowerCase(lang === 'tr' ? 'tr' : 'en')
    .split(/[^\p{L}\p{M}'-]+/u)
    .map((t) => t.replace(/^['-]+|['-]+$/g, ''))
    .filter((t) => t !== '' && !STOP.has(t))
}

/** A meaning part or gloss compared whole: lower case, outer punctuation and spaces dropped. */
const normal = (/** @type {string} */ text) =>
  text.toLowerCase().replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')

/**
 * How many leading characters of a token of 4+ characters are compared, per
 * language whose inflection changes word endings ("believe" ~ "believers",
 * "kalp" ~ "kalpleri"); whole tokens elsewhere.
 */
const STEM = /** @type {Record<string, number>} */ ({ en: 4, id: 4, tr: 4, bn: 3, ur: 3 })

/**
 * The infinitive ending of a verb meaning, per language that has one: what is
 * left is the verb's stem, which its conjugated glosses start with ("yazmak" ~
 * "yazdı", বলা ~ বললো, کہنا ~ کہا).
 */
const INFINITIVE_END = /** @type {Record<string, RegExp>} */ ({
  tr: /m[ae]k$/u,
  ur: /نا$/u,
  bn: /(?:ানো|া|ো)$/u,
})

/**
 * Whether a meaning shares a content token with any of the glosses: the same
 * token, the same stem (`STEM`), a gloss token starting with the stem of one of
 * its verbs (`INFINITIVE_END`), or a meaning part equal to a whole gloss.
 * @param {string} lang
 * @param {string} meaning
 * @param {readonly string[]} glosses
 */
export function sharesEvidence(lang, meaning, glosses) {
  const mine = tokens(lang, meaning)
  const n = STEM[lang]
  const stem = (/** @type {string} */ t) => (n && t.length >= 4 ? t.slice(0, n) : t)
  const mineStems = new Set(mine.map(stem))
  const end = INFINITIVE_END[lang]
  const verbStems = end
    ? mine
        .filter((t) => end.test(t))
        .map((t) => t.replace(end, ''))
        .filter((t) => t.length >= 2)
    : []
  const parts = new Set(meaning.split(/[,;，；、،؛]/).map(normal))
  return glosses.some(
    (g) =>
      parts.has(normal(g)) ||
      tokens(lang, g).some((t) => mineStems.has(stem(t)) || verbStems.some((v) => t.startsWith(v))),
  )
}

/**
 * Counts, per lemma and language, the cleaned glosses (`draftMeaning`) of every
 * word of words.tsv whose only main lemma is that lemma.
 * @param {readonly Record<string, string>[]} words rows of words.tsv
 * @returns {Map<string, Map<string, [string, number][]>>} lemma → lang → [gloss, count], most frequent first (ties: first seen)
 */
export function glossEvidence(words) {
  /** @type {Map<string, Map<string, Map<string, number>>>} */
  const counts = new Map()
  for (const w of words) {
    const lemmas = (w.lemmas_buckwalter ?? '').split(',')
    if (lemmas.length !== 1 || lemmas[0] === '') continue
    const lemma = /** @type {string} */ (lemmas[0])
    const byLang = counts.get(lemma) ?? new Map()
    counts.set(lemma, byLang)
    for (const lang of GLOSSED) {
      const c = byLang.get(lang) ?? new Map()
      byLang.set(lang, c)
      for (const g of new Set(draftMeaning(lang, w[lang] ?? ''))) {
        if (g === '*') continue
        c.set(g, (c.get(g) ?? 0) + 1)
      }
    }
  }
  /** @type {Map<string, Map<string, [string, number][]>>} */
  const sorted = new Map()
  for (const [lemma, byLang] of counts) {
    const out = new Map()
    for (const [lang, c] of byLang)
      out.set(
        lang,
        [...c.entries()].sort((a, b) => b[1] - a[1]),
      )
    sorted.set(lemma, out)
  }
  return sorted
}

/**
 * The languages in which a row's meaning shares nothing with the lemma's
 * `TOP` most frequent glosses (languages without any gloss are not flagged).
 * @param {Record<string, string>} meanings lang → meaning
 * @param {Map<string, [string, number][]> | undefined} evidence lang → glosses
 * @returns {string[]}
 */
export function flaggedLanguages(meanings, evidence) {
  return GLOSSED.filter((lang) => {
    const top = (evidence?.get(lang) ?? []).slice(0, TOP).map(([g]) => g)
    return top.length > 0 && !sharesEvidence(lang, meanings[lang] ?? '', top)
  })
}

async function main() {
  const { parseMeanings, readTsv, MEANINGS_TSV, QURAN_DIR } = await import('./build.mjs')
  const { join } = await import('node:path')
  const evidence = glossEvidence(readTsv(join(QURAN_DIR, 'words.tsv')))
  const rows = parseMeanings(MEANINGS_TSV)
  const all = process.argv.includes('--all')
  /** @type {Record<string, number>} */
  const perLang = Object.fromEntries(GLOSSED.map((l) => [l, 0]))
  let flaggedRows = 0
  for (const row of rows) {
    const ev = evidence.get(row.lemma)
    const flagged = flaggedLanguages(row.meanings, ev)
    for (const lang of flagged) perLang[lang] = (perLang[lang] ?? 0) + 1
    if (flagged.length > 0) flaggedRows++
    if (process.argv.includes('--counts') || (!all && flagged.length === 0)) continue
    console.log(
      `## ${row.wordId} ${row.arabic} ‖ ${[...GLOSSED, 'es'].map((l) => row.meanings[l]).join(' ‖ ')}${row.note ? `  — ${row.note}` : ''}`,
    )
    const shown = all && !process.argv.includes('--evidence') ? flagged : GLOSSED
    for (const lang of shown) {
      const top = (ev?.get(lang) ?? [])
        .slice(0, TOP)
        .map(([g, n]) => `${g}·${n}`)
        .join(' | ')
      console.log(`  ${flagged.includes(lang) ? '!' : ' '}${lang} ⟵ ${top}`)
    }
  }
  console.log(`flagged rows: ${flaggedRows}; per language: ${JSON.stringify(perLang)}`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()

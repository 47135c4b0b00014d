// Cleaning of the contextual word-by-word glosses of words.tsv into candidate
// lemma meanings, used only to draft packages/core/data-src/meanings.tsv (which
// is then reviewed by hand and becomes the source of truth).

/** Leading conjunctions and articles glued onto a gloss by prefixes, per language. */
const LEADING = Object.freeze({
  en: /^(?:and|so|then|but|the|by)\s+/i,
  bn: /^(?:এবং|আর|ও|অতঃপর|তারপর)\s+/,
  id: /^(?:dan|maka|lalu|kemudian|demi)\s+/i,
  ur: /^(?:اور|پھر|پس|تو)\s+/,
  tr: /^(?:ve|sonra|artık)\s+/i,
  zh: /^(?:和|而|并|然后|于是)/,
})

/**
 * Removes the translator's supplied words and brackets: `(of) Allah` → `Allah`.
 * @param {string} gloss
 * @returns {string}
 */
export function stripBrackets(gloss) {
  return gloss
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Candidate meanings from one contextual gloss in `lang`: brackets dropped,
 * leading conjunctions and articles removed (as long as something remains),
 * and for Chinese each `|`-separated part is a candidate of its own.
 * @param {string} lang one of en, bn, id, ur, tr, zh
 * @param {string} gloss
 * @returns {string[]}
 */
export function draftMeaning(lang, gloss) {
  const parts = lang === 'zh' ? gloss.split('|') : [gloss.replace(/\|/g, ' ')]
  const leading = LEADING[/** @type {keyof typeof LEADING} */ (lang)]
  return parts
    .map((part) => {
      let text = stripBrackets(part)
      for (;;) {
        const shorter = leading ? text.replace(leading, '').trim() : text
        if (shorter === text || shorter === '') break
        text = shorter
      }
      if (lang === 'zh' && text.length > 1) text = text.replace(/的$/, '')
      return text.replace(/[,;.]+$/, '').trim()
    })
    .filter((text) => text !== '')
}

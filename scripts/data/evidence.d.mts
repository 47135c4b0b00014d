/** Languages with a word-by-word gloss in words.tsv. */
export const GLOSSED: readonly ['en', 'bn', 'id', 'ur', 'tr', 'zh']
/** How many of the most frequent glosses count as evidence. */
export const TOP: number
/** The content tokens of a meaning or gloss in `lang` (Chinese: its content characters). */
export function tokens(lang: string, text: string): string[]
/** Whether a meaning shares a content token, a stem or a whole part with any of the glosses. */
export function sharesEvidence(lang: string, meaning: string, glosses: readonly string[]): boolean
/** lemma → lang → [gloss, count], most frequent first, from rows of words.tsv. */
export function glossEvidence(
  words: readonly Record<string, string>[],
): Map<string, Map<string, [string, number][]>>
/** The languages whose meaning shares nothing with the lemma's `TOP` most frequent glosses. */
export function flaggedLanguages(
  meanings: Record<string, string>,
  evidence: Map<string, [string, number][]> | undefined,
): string[]

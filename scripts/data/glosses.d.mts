/** Removes the translator's supplied words and brackets: `(of) Allah` → `Allah`. */
export function stripBrackets(gloss: string): string
/** Candidate lemma meanings from one contextual word-by-word gloss in `lang`. */
export function draftMeaning(lang: string, gloss: string): string[]

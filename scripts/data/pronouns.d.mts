// Types of pronouns.mjs (personal pronouns found in the corpus segments).

/** A corpus segment, as read from segments.tsv. */
export interface Segment {
  form_buckwalter: string
  component: string
  pos: string
  pos_detail: string
}
/** The pronoun row (pronouns.tsv id) a segment belongs to, or undefined. */
export function pronounOf(segment: Segment, word: readonly { pos: string }[]): string | undefined
/** Word locations "s:a:w" of every pronoun row, in mushaf order. */
export function pronounOccurrences(segmentsByWord: Map<string, Segment[]>): Map<string, string[]>

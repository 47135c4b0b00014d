// Types of the parts of build.mjs that the tests import.

/** Result of reading the curated source packages/core/data-src/meanings.tsv. */
export interface CuratedSource {
  /** word id → language → meaning */
  byId: Map<string, Record<string, string>>
  /** word id → headword (Buckwalter) and whether the curated source overrides the rule */
  headwords: Map<string, { headword: string; override: boolean }>
  /** What is wrong with the source; the build refuses to run unless empty. */
  problems: string[]
}

/** Reads and validates the curated source against the vocabulary. */
export function readMeanings(
  file: string,
  vocabulary: readonly { id: string; lemma: string; pos: string }[],
): CuratedSource

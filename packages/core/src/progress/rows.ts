// How the server stores a progress record: one row per entry, keyed by a prefix per map.
// Pure and dependency-free: bundled into the server's hooks with ./rules (npm run build:pb),
// so the hooks and the core name rows alike. The migration that created the rows
// (pocketbase/pb_migrations/1763800000_progress_entries.js) keeps its own copy on purpose:
// a migration is a snapshot of the format it migrates to and must not change with this file.

/**
 * Progress key of the Pronouns and suffixes deck (a lesson's is its number, a surah
 * deck's `surah-<n>`): the server knows it as a deck, besides the lessons and surah decks.
 */
export const PRONOUNS_DECK_ID = 'pronouns'

/**
 * Progress-key prefix of a deck from the reader: the words of surah 67 the learner did not
 * know yet are the deck `read-67` (1–114; `deckIdOf` of `{ kind: 'reading', id: 67 }`).
 */
export const READING_DECK_PREFIX = 'read-'

/** The progress keys of the 114 decks from the reader, `read-1` … `read-114` (the server knows them). */
export const READING_DECK_IDS: readonly string[] = Object.freeze(
  Array.from({ length: 114 }, (_, i) => `${READING_DECK_PREFIX}${i + 1}`),
)

/** Row key of the record's `meta` row: `{ version, resetAt }`. */
export const PROGRESS_META_ROW = 'meta'

/**
 * Row-key prefix of each map's entries: a word's row is `w:<wordId>`, a deck's
 * `deck:<deckId>`, its tests `test:<deckId>`, an activity day `day:<YYYY-MM-DD>`, an hour
 * `hour:<H>`.
 */
export const PROGRESS_ROW_PREFIXES = {
  words: 'w:',
  decks: 'deck:',
  tests: 'test:',
  days: 'day:',
  hours: 'hour:',
} as const

/**
 * Years of activity days the server keeps: days older than this (by the server's clock) are
 * neither stored nor kept, so a learner's day rows stay bounded (about 3,650) however
 * long they study; the study assistant reads recent days only (streaks, the year heatmap).
 */
export const STORED_ACTIVITY_YEARS = 10

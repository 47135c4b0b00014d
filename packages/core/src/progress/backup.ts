// A copy of the learner's progress in a file: saved from the settings panel, restored on any
// device. Restoring merges (`merge`), so a copy can add answers and never remove one.
import { allDecks } from '../vocabulary/decks'
import { getPronouns } from '../vocabulary/vocabulary'
import { sumCounts } from './counters'
import { vocabularyWordIds } from './counts'
import { merge } from './merge'
import { dayKey, deckIdOf } from './record'
import { READING_DECK_IDS } from './rows'
import type { Progress } from './types'
import {
  clampEventTimes,
  type ProgressIssue,
  type ValidateProgressOptions,
  validateProgress,
} from './validate'

/** The `format` field that marks a file as a copy of Kalima progress. */
export const PROGRESS_BACKUP_FORMAT = 'kalima-progress'

/** The layout of a copy this version writes; a copy with a later one is refused as `newer`. */
export const PROGRESS_BACKUP_VERSION = 1

/**
 * The largest copy read, in characters (UTF-16 code units). A full record of every word and
 * ten years of daily activity is about 1 MB; anything far larger is not a copy.
 */
export const MAX_BACKUP_CHARS = 8_000_000

/**
 * The largest copy file read at all, in bytes: {@link MAX_BACKUP_CHARS} characters of UTF-8
 * (at most 3 bytes each). A larger file is not a copy and is refused unread.
 */
export const MAX_BACKUP_BYTES = MAX_BACKUP_CHARS * 3

/** What a copy file holds (JSON). */
export interface ProgressBackup {
  format: typeof PROGRESS_BACKUP_FORMAT
  version: typeof PROGRESS_BACKUP_VERSION
  /** When the copy was saved, ms since epoch. */
  savedAt: number
  progress: Progress
}

/** The text of a copy of `progress` saved at `savedAt` (ms since epoch): a JSON file. */
export const progressBackup = (progress: Progress, savedAt: number): string => {
  const backup: ProgressBackup = {
    format: PROGRESS_BACKUP_FORMAT,
    version: PROGRESS_BACKUP_VERSION,
    savedAt,
    progress,
  }
  return JSON.stringify(backup)
}

/** The file name a copy saved at `savedAt` is offered under: `kalima-progress-2026-11-29.json`. */
export const backupFileName = (savedAt: number, utcOffsetMinutes = 0): string =>
  `kalima-progress-${dayKey(savedAt, utcOffsetMinutes)}.json`

/**
 * Why a file cannot be restored: `not-backup` (not JSON, too large, or not a copy of Kalima
 * progress), `newer` (a copy from a later version of Kalima), `invalid` (a copy whose
 * progress fails the checks every record passes; `issues` says where).
 */
export type BackupProblem = 'not-backup' | 'newer' | 'invalid'

/** A copy read: its progress, ready to merge, or why it cannot be restored. */
export type BackupReading =
  | { ok: true; progress: Progress; savedAt: number }
  | { ok: false; problem: BackupProblem; issues: ProgressIssue[] }

/** Options of {@link readProgressBackup}. */
export interface ReadBackupOptions
  extends Pick<ValidateProgressOptions, 'isKnownWord' | 'isKnownDeck'> {
  /** Now, ms since epoch: later event times are clamped to it, as the server does. */
  now: number
}

const DAY_MS = 86_400_000

let known: { words: ReadonlySet<string>; decks: ReadonlySet<string> } | undefined
/** The word and deck ids the app (and the server, by default) accepts in a record. */
const knownIds = () => {
  known ??= {
    words: new Set([...vocabularyWordIds(), ...getPronouns().map((p) => p.id)]),
    decks: new Set([...allDecks().map(deckIdOf), ...READING_DECK_IDS]),
  }
  return known
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Reads a copy's text. Its progress passes the checks the server makes of a pushed record
 * (`validateProgress` with known word and deck ids, reset epochs at most a day ahead of
 * `now`; event times clamped to `now`), so a restored copy always syncs. Pure; nothing is
 * changed by a refused copy.
 */
export const readProgressBackup = (text: string, options: ReadBackupOptions): BackupReading => {
  const refuse = (problem: BackupProblem, issues: ProgressIssue[] = []): BackupReading => ({
    ok: false,
    problem,
    issues,
  })
  if (text.length > MAX_BACKUP_CHARS) return refuse('not-backup')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return refuse('not-backup')
  }
  if (!isObject(parsed) || parsed.format !== PROGRESS_BACKUP_FORMAT) return refuse('not-backup')
  const { version, savedAt } = parsed
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return refuse('invalid', [{ path: 'version', reason: 'must be a whole number from 1' }])
  if (version > PROGRESS_BACKUP_VERSION) return refuse('newer')
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt < 0)
    return refuse('invalid', [{ path: 'savedAt', reason: 'must be a time, ms since epoch' }])
  const ids = knownIds()
  const result = validateProgress(parsed.progress, {
    maxEpoch: options.now + DAY_MS,
    isKnownWord: options.isKnownWord ?? ((id) => ids.words.has(id)),
    isKnownDeck: options.isKnownDeck ?? ((id) => ids.decks.has(id)),
  })
  if (!result.ok) return refuse('invalid', result.issues)
  return {
    ok: true,
    progress: clampEventTimes(result.progress, options.now),
    savedAt: Math.min(savedAt, options.now),
  }
}

/** What restoring a copy adds to the progress here. */
export interface RestoreGain {
  /** Words answered in the merged record that had no answer here. */
  words: number
  /** Answers counted in the merged record beyond those here. */
  answers: number
}

/**
 * A copy restored: the merged record and what it added; or refused because the copy carries
 * a reset (of everything or of a deck) made on its device after answers given here, which
 * merging would apply: `removed` answers here would go.
 */
export type Restore =
  | { ok: true; progress: Progress; gain: RestoreGain }
  | { ok: false; removed: number }

const attemptsOf = (progress: Progress, wordId: string): number => {
  const word = progress.words[wordId]
  return word ? sumCounts(word.byDevice).attempts : 0
}

/**
 * Restores `copy` into `current`: their merge, so restoring the same copy again adds nothing,
 * unless the merge would remove an answer counted here (the copy's reset is later than those
 * answers): then nothing is restored and `removed` says how many would go. A learner who
 * wants the copy instead of what is here resets here first.
 */
export const restoreBackup = (current: Progress, copy: Progress): Restore => {
  const progress = merge(current, copy)
  let removed = 0
  const gain: RestoreGain = { words: 0, answers: 0 }
  for (const id of new Set([...Object.keys(current.words), ...Object.keys(progress.words)])) {
    const before = attemptsOf(current, id)
    const after = attemptsOf(progress, id)
    if (after < before) removed += before - after
    else {
      gain.answers += after - before
      if (before === 0 && after > 0) gain.words++
    }
  }
  return removed > 0 ? { ok: false, removed } : { ok: true, progress, gain }
}

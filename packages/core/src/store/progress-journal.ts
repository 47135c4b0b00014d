// The journal of this tab's changes not yet written (a write-ahead copy in `localStorage`,
// ports/journal.ts): `saveNow` keeps them synchronously as the page is hidden or left, where
// the asynchronous write may not finish, and the next load in any tab takes them back, merged
// into its base and written like its own changes, each applied once (the stored tab marks say
// which are stored). Entries kept under another device id (before a sign-out) are dropped.
import type { JournalEntry } from '../ports/journal'
import { merge } from '../progress/merge'
import type { DeviceId, Progress } from '../progress/types'
import { validateProgress } from '../progress/validate'
import { loadScheduler } from './grading'
import { applyChanges, needsScheduler, type ProgressChange, parseChanges } from './progress-ops'
import type { TabRecord } from './progress-record'

/** The journal keys of progress records, one per tab: `progress:<tab>`. */
export const JOURNAL_KEY = 'progress:'

/** What a journal entry holds: a tab's record as it wrote it, and its changes not yet written. */
export interface JournaledRecord {
  record: Progress
  changes: ProgressChange[]
}

/**
 * What the entry `text` holds for `deviceId`; undefined when it is unreadable, malformed, or
 * kept under another device id. An entry written before changes were journaled (or by a
 * storage without transactions) holds the tab's whole record and no changes.
 */
export function readJournalEntry(
  text: string | null,
  deviceId: DeviceId,
): JournaledRecord | undefined {
  try {
    const entry = text === null ? null : (JSON.parse(text) as unknown)
    if (typeof entry !== 'object' || entry === null) return undefined
    const { deviceId: kept, progress, base, changes } = entry as Record<string, unknown>
    if (kept !== deviceId) return undefined
    const held = validateProgress(progress ?? base)
    const list = progress === undefined ? parseChanges(changes) : []
    return held.ok && list ? { record: held.progress, changes: list } : undefined
  } catch {
    // An unreadable entry: skipped (the others are still taken), removed with them.
    return undefined
  }
}

/**
 * The journal's entries (tabs left before their last changes were stored), those kept under
 * this tab's device id: each one's record merged into `base`, its changes not yet stored taken
 * as this tab's to write (applied once: the stored marks say which are stored); with
 * `wholeRecords` (a storage without transactions, so without marks) each entry's changes
 * applied and merged as a whole record. Returns the entries read, to remove once the record
 * with their changes is written.
 */
export async function takeJournal(tab: TabRecord, wholeRecords: boolean): Promise<JournalEntry[]> {
  const entries = tab.journal.entries()
  const taken = entries.flatMap(({ text }) => {
    const entry = readJournalEntry(text, tab.store.get().deviceId)
    return entry ? [entry] : []
  })
  if (taken.some(({ changes }) => changes.some(({ op }) => needsScheduler(op))))
    await loadScheduler().catch(() => undefined)
  for (const { record, changes } of taken) {
    // Applied on their own first: an entry whose changes make no valid record is left out.
    const applied = applyChanges(tab.follow(record), changes, {}, tab.context())
    if (!validateProgress(applied).ok) continue
    if (wholeRecords) {
      tab.base = merge(tab.follow(tab.base), tab.follow(applied))
      continue
    }
    tab.base = merge(tab.follow(tab.base), tab.follow(record))
    tab.changes.push(...changes)
    tab.version++
  }
  return entries
}

/**
 * Keeps this tab's record synchronously in the journal, when something changed since it last
 * did (see the store's `saveNow`); nothing before the store has loaded. With `wholeRecord` (a
 * storage without transactions: a write takes the whole record, and its changes are gone from
 * `changes` as it starts) the whole record is journaled, merged at the next load.
 */
export function journalTab(tab: TabRecord, wholeRecord: boolean): void {
  const { loaded, deviceId, progress } = tab.store.get()
  if (!loaded) return
  const { journal, version, base, changes } = tab
  if (wholeRecord) journal.write(version, () => JSON.stringify({ deviceId, progress }))
  // The record as written and the changes not yet written, each with its tab and number: the
  // next load applies those the stored record does not hold (see `takeJournal`).
  else if (changes.length === 0) journal.clear(version)
  else journal.write(version, () => JSON.stringify({ deviceId, base, changes }))
}

/** Empties the journal (a sign-out: it holds the signed-out learner's records). */
export function dropJournal(tab: TabRecord): void {
  tab.journal.remove(tab.journal.entries().map(({ key }) => ({ key, text: null })))
  tab.journal.written(tab.version)
}

// Which changes a stored record holds: for each tab, the number of its last change applied to
// it (`STORAGE_KEYS.tabMarks`, written in the same transaction as the record). A change taken
// from a left tab's journal by another page is then not applied again by the tab itself, nor
// by a later page. Pure: the saved copy (progress-storage.ts) reads and writes them.

/** How many of each tab's changes a record holds: tab → the `seq` of its last one applied. */
export type TabSeqs = Record<string, number>

/** The stored marks: tab → the `seq` of its last change the stored record holds, and when. */
export type TabMarks = Record<string, { n: number; at: number }>

/**
 * How long a tab's mark is kept after it last moved (30 days), and how many are kept at most
 * (the latest 64). A tab writes its changes within moments of making them, and the next page
 * opened takes a left tab's journal; a page frozen in the background may write when it
 * wakes. A mark older than this, or behind 64 newer ones, has nothing left to guard, and the
 * marks stay small (each write stores them again).
 */
export const TAB_MARK_TTL_MS = 30 * 86_400_000
export const TAB_MARKS_KEPT = 64

const TAB_ID = /^[\w-]{1,40}$/

/** Whether `tab` is a well-formed tab id (a journal's, see `tabJournal`). */
export const isTabId = (tab: unknown): tab is string => typeof tab === 'string' && TAB_ID.test(tab)

/** Whether `n` is a change's number in its tab (counted from 1). */
export const isSeq = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0

/** The marks stored under `STORAGE_KEYS.tabMarks`; anything malformed in them is left out. */
export function readMarks(stored: unknown): TabMarks {
  const marks: TabMarks = {}
  if (typeof stored !== 'object' || stored === null) return marks
  for (const [tab, mark] of Object.entries(stored as Record<string, unknown>)) {
    const { n, at } = (mark ?? {}) as { n?: unknown; at?: unknown }
    if (isTabId(tab) && isSeq(n) && Number.isFinite(at)) marks[tab] = { n, at: at as number }
  }
  return marks
}

/** Each tab's `seq` in `marks`. */
export const seqsOf = (marks: TabMarks): TabSeqs =>
  Object.fromEntries(Object.entries(marks).map(([tab, { n }]) => [tab, n]))

/**
 * `marks` with the tabs whose `seq` moved in `seqs` marked `now`; those that have not moved for
 * {@link TAB_MARK_TTL_MS}, and those behind the latest {@link TAB_MARKS_KEPT}, dropped.
 */
export function nextMarks(marks: TabMarks, seqs: TabSeqs, now: number): TabMarks {
  const kept = Object.entries(seqs)
    .map(([tab, n]) => {
      const mark = marks[tab]
      return { tab, n, at: mark && mark.n === n ? mark.at : now }
    })
    .filter(({ at }) => at > now - TAB_MARK_TTL_MS)
    .sort((a, b) => b.at - a.at)
    .slice(0, TAB_MARKS_KEPT)
  return Object.fromEntries(kept.map(({ tab, n, at }) => [tab, { n, at }]))
}

// The journal of changes not yet written: a page left right after an answer, tabs of one
// browser left, hidden or closed in any order; every answer counts once.
import fc from 'fast-check'
import { createMemoryStorage } from '../adapters/memory-storage'
import { createMemoryJournal, type Journal } from '../ports/journal'
import { STORAGE_KEYS, type Storage } from '../ports/storage'
import { recordAttempt } from '../progress/record'
import { emptyProgress, type Progress } from '../progress/types'
import { until, watchedStorage } from './fixtures'
import { loadScheduler } from './grading'
import { createProgressStore } from './progress'
import { readJournalEntry } from './progress-journal'

describe('progress store journal (a page left right after an answer)', () => {
  /** Attempts counted for `id` by the record a fresh tab loads from `storage` and `journal`. */
  const reopen = async (
    storage: ReturnType<typeof createMemoryStorage>,
    journal: ReturnType<typeof createMemoryJournal>,
  ) => {
    const tab = createProgressStore({ storage, journal, debounceMs: 0 })
    await tab.getState().load()
    await tab.getState().flush()
    return tab
  }

  it('keeps answers whose write never finished; the next load stores them once and empties the journal', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    // A tab whose debounced write is still waiting when the page goes.
    const left = createProgressStore({ storage, journal, debounceMs: 60_000 })
    await left.getState().load()
    left.getState().recordAttempt('w1', true, { schedule: false })
    left.getState().recordAttempt('w1', false, { schedule: false })
    left.getState().recordAttempt('w2', true, { schedule: false })
    left.getState().saveNow()
    expect(journal.entries.size).toBe(1)

    const next = await reopen(storage, journal)
    expect(next.getState().progress.words.w1).toMatchObject({ correct: 1, attempts: 2 })
    expect(next.getState().progress.words.w2).toMatchObject({ correct: 1, attempts: 1 })
    expect(next.getState().deviceId).toBe(left.getState().deviceId)
    await until(() => journal.entries.size === 0)
    // Stored once: a third tab counts the same, not twice.
    const third = await reopen(storage, journal)
    expect(third.getState().progress.words.w1).toMatchObject({ correct: 1, attempts: 2 })
  })

  it('writes nothing when nothing changed since the last journal entry, or before loading', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = createProgressStore({ storage, journal, debounceMs: 60_000 })
    tab.getState().saveNow()
    expect(journal.entries.size).toBe(0)
    await tab.getState().load()
    tab.getState().saveNow()
    expect(journal.entries.size).toBe(0)
    tab.getState().recordAttempt('w1', true, { schedule: false })
    tab.getState().saveNow()
    const text = [...journal.entries.values()][0]
    tab.getState().saveNow()
    expect([...journal.entries.values()]).toEqual([text])
  })

  it("a signed-out learner's journal is dropped, never merged into the next learner's record", async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = createProgressStore({ storage, journal, debounceMs: 60_000 })
    await tab.getState().load()
    tab.getState().recordAttempt('w1', true, { schedule: false })
    tab.getState().saveNow()
    await tab.getState().clear()
    expect(journal.entries.size).toBe(0)

    // An entry another tab left under the old device id: not merged, removed.
    journal.set(
      'progress:othertab',
      JSON.stringify({ deviceId: 'oldoldoldold', progress: emptyProgress() }),
    )
    const next = await reopen(storage, journal)
    expect(next.getState().progress.words.w1).toBeUndefined()
    await until(() => journal.entries.size === 0)
  })

  it('an unreadable or forged entry changes nothing and the stored answers stay', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = createProgressStore({ storage, journal, debounceMs: 0 })
    await tab.getState().load()
    tab.getState().recordAttempt('w1', true, { schedule: false })
    await tab.getState().flush()
    const deviceId = tab.getState().deviceId
    journal.set('progress:broken', '{not json')
    journal.set('progress:forged', JSON.stringify({ deviceId, progress: { words: 'x' } }))
    // A good entry after them is still taken.
    const left = JSON.parse(JSON.stringify(tab.getState().progress))
    left.words.w2 = { ...left.words.w1 }
    journal.set('progress:good', JSON.stringify({ deviceId, progress: left }))
    const next = await reopen(storage, journal)
    expect(next.getState().progress.words.w1).toMatchObject({ correct: 1, attempts: 1 })
    expect(next.getState().progress.words.w2).toMatchObject({ correct: 1, attempts: 1 })
    await until(() => journal.entries.size === 0)
  })
})

describe('progress store journal, two tabs of one browser (one device id)', () => {
  // The scheduler is here, as an earlier answer of the page fetched it: an answer is then one
  // change, counted and graded at once (these tests ran after others that fetched it, in the
  // file they came from; one before it is fetched is in the next describe).
  beforeAll(async () => {
    await loadScheduler()
  })
  const NEVER = 60_000
  /** Attempts at `id` in a record. */
  const attempts = (p: Progress, id = 'w1') => p.words[id]?.attempts ?? 0
  /** A tab of the browser whose writes wait until told (`flush`). */
  const open = async (storage: Storage, journal: Journal) => {
    const tab = createProgressStore({ storage, journal, debounceMs: NEVER })
    await tab.getState().load()
    return tab
  }
  /** What a page opened now counts, once it has taken the journal and written. */
  const reopen = async (storage: Storage, journal: Journal) => {
    const tab = createProgressStore({ storage, journal, debounceMs: 0 })
    await tab.getState().load()
    await tab.getState().flush()
    return attempts(tab.getState().progress)
  }

  it('both answers count when the two tabs answer at once and one is closed before its write', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const kept = await open(storage, journal)
    const closed = await open(storage, journal)
    expect(closed.getState().deviceId).toBe(kept.getState().deviceId)
    kept.getState().recordAttempt('w1', true, { schedule: false })
    closed.getState().recordAttempt('w1', false, { schedule: false })
    await kept.getState().flush()
    // The page goes before its write: only its journal entry is left.
    closed.getState().saveNow()
    expect(await reopen(storage, journal)).toBe(2)
    await until(() => journal.entries.size === 0)
    expect(await reopen(storage, journal)).toBe(2)
  })

  it("a hidden tab's answer taken from its journal by a new page is not counted again when the tab writes", async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const hidden = await open(storage, journal)
    hidden.getState().recordAttempt('w1', true, { schedule: false })
    hidden.getState().saveNow()
    // A new page takes the entry of the tab, which is only hidden, and writes its answer.
    expect(await reopen(storage, journal)).toBe(1)
    // The tab comes back and writes its answer: the stored record holds it already.
    await hidden.getState().flush()
    expect(attempts(hidden.getState().progress)).toBe(1)
    expect(await reopen(storage, journal)).toBe(1)
    // Its next answer counts.
    hidden.getState().recordAttempt('w1', true, { schedule: false })
    await hidden.getState().flush()
    expect(await reopen(storage, journal)).toBe(2)
  })

  it('an entry left by a tab whose write did land is not counted again', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = await open(storage, journal)
    tab.getState().recordAttempt('w1', true, { schedule: false })
    tab.getState().saveNow()
    const left = [...journal.entries]
    await tab.getState().flush()
    // A written tab removes its entry; one closed between its write and that removal leaves it.
    expect(journal.entries.size).toBe(0)
    for (const [key, text] of left) journal.set(key, text)
    expect(await reopen(storage, journal)).toBe(1)
  })

  it('an answer graded after the journal was written is graded once, its attempt counted once', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = await open(storage, journal)
    // Shown first (its study card): an answer to a word never shown is not graded.
    tab.getState().markViewed('w1')
    tab.getState().recordAttempt('w1', true)
    tab.getState().saveNow()
    const next = createProgressStore({ storage, journal, debounceMs: 0 })
    await next.getState().load()
    await next.getState().flush()
    expect(next.getState().progress.words.w1).toMatchObject({ attempts: 1 })
    expect(next.getState().progress.words.w1?.review?.reps).toBe(1)
    // The tab's own grading and write change nothing more.
    await tab.getState().flush()
    const third = createProgressStore({ storage, journal, debounceMs: 0 })
    await third.getState().load()
    expect(third.getState().progress.words.w1).toMatchObject({ attempts: 1 })
    expect(third.getState().progress.words.w1?.review?.reps).toBe(1)
  })

  it('an entry with a malformed change, or changes that make no valid record, is left out whole', async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = await open(storage, journal)
    tab.getState().recordAttempt('w1', true, { schedule: false })
    await tab.getState().flush()
    const { deviceId } = tab.getState()
    const base = tab.getState().progress
    const t = { now: 5000, utcOffsetMinutes: 0 }
    const good = { tab: 'other', seq: 1, op: { k: 'attempt', w: 'w1', c: true, t } }
    journal.set(
      'progress:bad-op',
      JSON.stringify({ deviceId, base, changes: [good, { tab: 'other', seq: 2, op: { k: 'x' } }] }),
    )
    journal.set(
      'progress:bad-seq',
      JSON.stringify({ deviceId, base, changes: [{ ...good, seq: -1 }] }),
    )
    journal.set(
      'progress:bad-result',
      JSON.stringify({
        deviceId,
        base,
        changes: [good, { tab: 'other', seq: 2, op: { k: 'test', d: '1', result: { x: 1 } } }],
      }),
    )
    expect(await reopen(storage, journal)).toBe(1)
    await until(() => journal.entries.size === 0)
  })

  it("a tab reading the storage as another page's write lands shows its answer once", async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    // Separate reads, each in its own transaction, may see another page's write between them:
    // here the tab marks are read before it lands and the record after.
    let recordRead: Promise<void> | undefined
    const tabStorage = watchedStorage(storage, {
      get: (key) =>
        key === STORAGE_KEYS.progress && recordRead
          ? recordRead.then(() => storage.get(key))
          : storage.get(key),
    })
    const tab = await open(tabStorage, journal)
    tab.getState().recordAttempt('w1', true, { schedule: false })
    tab.getState().saveNow()
    let landed = () => {}
    recordRead = new Promise((resolve) => {
      landed = resolve
    })
    // The tab hears of a write and reads; meanwhile a new page stores its journaled answer.
    tabStorage.tell()
    expect(await reopen(storage, journal)).toBe(1)
    landed()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(attempts(tab.getState().progress)).toBe(1)
    await tab.getState().flush()
    expect(attempts(tab.getState().progress)).toBe(1)
    expect(await reopen(storage, journal)).toBe(1)
  })

  it("a tab still reading the storage when another tab writes shows that tab's answer once read", async () => {
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const other = await open(storage, journal)
    other.getState().recordAttempt('w1', true, { schedule: false })
    // The new tab hears of the other's write just after its own read.
    let reads = 0
    const tabStorage = watchedStorage(storage, {
      transact: async (keys, change) => {
        const values = await storage.transact?.(keys, change)
        if (reads++ === 0) {
          await other.getState().flush()
          tabStorage.tell()
        }
        return values ?? {}
      },
    })
    const tab = await open(tabStorage, journal)
    await until(() => attempts(tab.getState().progress) === 1)
  }, 10_000)

  type Step = { tab: 0 | 1 | 2; action: 'answer' | 'write' | 'hide' | 'close' }
  const step = fc.record<Step>({
    tab: fc.constantFrom(0, 1, 2),
    action: fc.constantFrom('answer', 'answer', 'answer', 'write', 'hide', 'close'),
  })

  it('property: every answer counts once, whatever the order of answers, writes, hidden and closed tabs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const storage = createMemoryStorage()
        const journal = createMemoryJournal()
        const tabs = [await open(storage, journal)]
        tabs.push(await open(storage, journal), await open(storage, journal))
        let answers = 0
        for (const { tab, action } of steps) {
          const store = tabs[tab]
          if (!store) continue
          if (action === 'answer') {
            store.getState().recordAttempt('w1', answers % 2 === 0, { schedule: false })
            answers++
          } else if (action === 'write') await store.getState().flush()
          else if (action === 'hide') store.getState().saveNow()
          else {
            // Closed before its write: what it journaled as it went is all that stays; a new
            // page opens in its place (and takes the journal).
            store.getState().saveNow()
            tabs[tab] = await open(storage, journal)
          }
        }
        for (const tab of tabs) await tab.getState().flush()
        expect(await reopen(storage, journal)).toBe(answers)
        // And no tab shows more than were given (memory storage tells no tab of another's write).
        for (const tab of tabs)
          expect(attempts(tab.getState().progress)).toBeLessThanOrEqual(answers)
      }),
      { numRuns: 150 },
    )
  })
})

describe('progress store journal, an answer given before the scheduler is fetched', () => {
  it('is counted once by the page that takes the journal, and graded once when its tab writes', async () => {
    // A page whose scheduler was never fetched: fresh modules.
    vi.resetModules()
    const { createProgressStore: create } = await import('./progress')
    const storage = createMemoryStorage()
    const journal = createMemoryJournal()
    const tab = create({ storage, journal, debounceMs: 60_000 })
    await tab.getState().load()
    tab.getState().markViewed('w1')
    tab.getState().recordAttempt('w1', true)
    tab.getState().saveNow()
    // The entry holds the answer; its card is graded by the tab once the scheduler is there.
    const next = create({ storage, journal, debounceMs: 0 })
    await next.getState().load()
    await next.getState().flush()
    expect(next.getState().progress.words.w1).toMatchObject({ attempts: 1 })
    expect(next.getState().progress.words.w1?.review).toBeUndefined()
    await tab.getState().flush()
    const third = create({ storage, journal, debounceMs: 0 })
    await third.getState().load()
    expect(third.getState().progress.words.w1).toMatchObject({ attempts: 1 })
    expect(third.getState().progress.words.w1?.review?.reps).toBe(1)
  })
})

describe('a journal entry read back', () => {
  const deviceId = 'device000001'
  const t = { now: 1000, utcOffsetMinutes: 0 }
  const change = { tab: 'tab1', seq: 1, op: { k: 'attempt', w: 'w1', c: true, t } }
  const base = emptyProgress()

  it("holds a tab's record and its changes not yet written, or a whole record", () => {
    expect(
      readJournalEntry(JSON.stringify({ deviceId, base, changes: [change] }), deviceId),
    ).toEqual({ record: base, changes: [change] })
    // A whole record (a storage without transactions, or an entry from before changes were
    // journaled): no changes.
    const progress = recordAttempt(base, 'w1', true, t, deviceId)
    expect(readJournalEntry(JSON.stringify({ deviceId, progress }), deviceId)).toEqual({
      record: progress,
      changes: [],
    })
  })

  it('is nothing when unreadable, kept under another device id, or malformed', () => {
    const entry = (value: unknown) => readJournalEntry(JSON.stringify(value), deviceId)
    expect(readJournalEntry(null, deviceId)).toBeUndefined()
    expect(readJournalEntry('{not json', deviceId)).toBeUndefined()
    expect(entry('text')).toBeUndefined()
    expect(entry({ deviceId: 'device000002', base, changes: [change] })).toBeUndefined()
    expect(entry({ deviceId, base: { words: 'x' }, changes: [change] })).toBeUndefined()
    expect(entry({ deviceId, base, changes: [{ ...change, seq: 0 }] })).toBeUndefined()
    expect(entry({ deviceId, base })).toBeUndefined()
  })
})

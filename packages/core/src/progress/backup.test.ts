import fc from 'fast-check'
import { progressArb } from './arbitraries'
import {
  backupFileName,
  MAX_BACKUP_CHARS,
  PROGRESS_BACKUP_FORMAT,
  progressBackup,
  readProgressBackup,
  restoreBackup,
} from './backup'
import { sumCounts } from './counters'
import { recordAttempt, resetAll, resetDeck } from './record'
import { emptyProgress, type Progress } from './types'

const T = Date.UTC(2026, 10, 29, 9, 0)
const at = (now: number) => ({ now, utcOffsetMinutes: 0 })
/** The generated records' ids (w1…, decks 1 and 2) are not the vocabulary's: accept any. */
const anyIds = { isKnownWord: () => true, isKnownDeck: () => true }
const attempts = (p: Progress, id: string) => {
  const word = p.words[id]
  return word ? sumCounts(word.byDevice).attempts : 0
}
const totalAnswers = (p: Progress) =>
  Object.keys(p.words).reduce((sum, id) => sum + attempts(p, id), 0)

describe('a copy of progress in a file', () => {
  it('reads back exactly the record it was saved from (fast-check)', () => {
    fc.assert(
      fc.property(progressArb, fc.nat(1000), (progress, savedAt) => {
        const read = readProgressBackup(progressBackup(progress, savedAt), { now: T, ...anyIds })
        expect(read).toEqual({ ok: true, progress, savedAt })
      }),
      { numRuns: 300 },
    )
  })

  it('holds the real vocabulary’s words and is named by the local day it was saved', () => {
    let progress = recordAttempt(emptyProgress(), 'min', true, at(T), 'dev1')
    progress = recordAttempt(progress, 'pron-ana', false, at(T), 'dev1')
    const text = progressBackup(progress, T)
    expect(JSON.parse(text)).toMatchObject({
      format: PROGRESS_BACKUP_FORMAT,
      version: 1,
      savedAt: T,
    })
    expect(readProgressBackup(text, { now: T })).toEqual({ ok: true, progress, savedAt: T })
    expect(backupFileName(Date.UTC(2026, 10, 29, 23, 30))).toBe('kalima-progress-2026-11-29.json')
    expect(backupFileName(Date.UTC(2026, 10, 29, 23, 30), 60)).toBe(
      'kalima-progress-2026-11-30.json',
    )
  })

  it('refuses what is not a copy, a later version’s copy and a damaged one, with the reason', () => {
    const copy = JSON.parse(
      progressBackup(recordAttempt(emptyProgress(), 'min', true, at(T), 'd'), T),
    )
    const read = (value: unknown) =>
      readProgressBackup(typeof value === 'string' ? value : JSON.stringify(value), { now: T })
    for (const text of ['', 'hello', '[]', '{}', 'null', JSON.stringify(copy.progress)])
      expect(read(text)).toMatchObject({ ok: false, problem: 'not-backup' })
    expect(read(' '.repeat(MAX_BACKUP_CHARS + 1))).toMatchObject({ problem: 'not-backup' })
    expect(read({ ...copy, version: 2 })).toMatchObject({ ok: false, problem: 'newer' })
    expect(read({ ...copy, version: 'one' })).toMatchObject({ ok: false, problem: 'invalid' })
    expect(read({ ...copy, savedAt: -1 })).toMatchObject({ ok: false, problem: 'invalid' })
    // A word the vocabulary does not have: the server would refuse the record at every sync.
    const unknown = { ...copy.progress, words: { zzz: copy.progress.words.min } }
    expect(read({ ...copy, progress: unknown })).toEqual({
      ok: false,
      problem: 'invalid',
      issues: [{ path: 'progress.words.zzz', reason: 'is not a known word' }],
    })
    const negative = { ...copy.progress.words.min, attempts: -1 }
    expect(
      read({ ...copy, progress: { ...copy.progress, words: { min: negative } } }),
    ).toMatchObject({ ok: false, problem: 'invalid' })
  })

  it('takes times from a clock running ahead as now, as the server does', () => {
    const later = T + 3 * 86_400_000
    const progress = recordAttempt(emptyProgress(), 'min', true, at(later), 'd')
    const read = readProgressBackup(progressBackup(progress, later), { now: T })
    expect(read.ok && read.progress.words.min?.lastAttemptAt).toBe(T)
    expect(read.ok && read.savedAt).toBe(T)
  })
})

describe('restoring a copy', () => {
  it('adds the copy’s answers, and restoring it again adds nothing', () => {
    const here = recordAttempt(emptyProgress(), 'min', true, at(T), 'phone')
    let there = recordAttempt(emptyProgress(), 'min', false, at(T), 'laptop')
    there = recordAttempt(there, 'qaAla', true, at(T + 1000), 'laptop')
    const once = restoreBackup(here, there)
    expect(once).toMatchObject({ ok: true, gain: { words: 1, answers: 2 } })
    if (!once.ok) return
    expect(attempts(once.progress, 'min')).toBe(2)
    expect(restoreBackup(once.progress, there)).toEqual({
      ok: true,
      progress: once.progress,
      gain: { words: 0, answers: 0 },
    })
  })

  it('never removes an answer given here; it says how many a copy’s reset would (fast-check)', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (here, copy) => {
        const restored = restoreBackup(here, copy)
        if (restored.ok) {
          for (const id of Object.keys(here.words))
            expect(attempts(restored.progress, id)).toBeGreaterThanOrEqual(attempts(here, id))
          expect(restored.gain.answers).toBe(totalAnswers(restored.progress) - totalAnswers(here))
        } else {
          expect(restored.removed).toBeGreaterThan(0)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('refuses a copy saved after a reset on its device when answers here came before it', () => {
    const here = recordAttempt(emptyProgress(), 'min', true, at(T), 'phone')
    const copy = recordAttempt(
      resetAll(here, T, () => 0),
      'qaAla',
      true,
      at(T + 1),
      'phone',
    )
    expect(restoreBackup(here, copy)).toEqual({ ok: false, removed: 1 })
    const deckReset = resetDeck(here, '1', ['min'])
    expect(restoreBackup(here, deckReset)).toEqual({ ok: false, removed: 1 })
    // Reset here too, and the copy restores.
    expect(
      restoreBackup(
        resetAll(here, T, () => 0),
        copy,
      ),
    ).toMatchObject({
      ok: true,
      gain: { words: 1, answers: 1 },
    })
  })
})

// Issue 45 changed what "known" means (a card stable for 21 days and not due yet, where it
// was 3 right answers ever) without changing what is stored: a learner's record of today's
// format, pushed to the real server and read back, keeps every answer, card and counter as it
// was, and the figures read from it follow the new rule, on the server's copy and once a
// device has loaded it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../packages/core/src/adapters/memory-storage'
import { KNOWN_STABILITY_DAYS } from '../../packages/core/src/constants'
import { fixedClock } from '../../packages/core/src/ports/clock'
import { STORAGE_KEYS } from '../../packages/core/src/ports/storage'
import { progressCounts, wordStatus } from '../../packages/core/src/progress/counts'
import type { Progress, ReviewCard, WordProgress } from '../../packages/core/src/progress/types'
import { validateProgress } from '../../packages/core/src/progress/validate'
import { createProgressStore } from '../../packages/core/src/store/progress'
import {
  api,
  createUser,
  startPocketBase,
  type TestPocketBase,
  type TestUser,
} from '../helpers/pocketbase'

const DAY = 86_400_000
const HOUR = 3_600_000

// Real word ids of lessons 1 and 2: this server reads the app's own vocabulary data.
const WORDS = {
  /** 5 right of 6, on two devices, never graded (before cards): once "mastered", learning. */
  noCard: 'min',
  /** 3 right, a card of stability 20.9 days, not due: once "mastered", learning. */
  almost: 'qaAla',
  /** 4 right, a card of stability 21 days, not due: known. */
  stable: 'rab-s',
  /** 7 right, a card of stability 60 days, come due yesterday: once "mastered", faded. */
  overdue: 'fiY',
  /** 1 right of 2, a card in its learning steps: learning. */
  steps: 'maA',
  /** Answered wrong only: learning. */
  wrong: 'laA',
  /** Seen, never answered: new. */
  seen: 'man',
} as const

/** A card of today's format (dates as epoch ms), last graded `ago` ms before `now`. */
const card = (
  now: number,
  stability: number,
  due: number,
  ago: number,
  state: ReviewCard['state'],
): ReviewCard => ({
  due,
  stability,
  difficulty: 5.1,
  elapsedDays: 3,
  scheduledDays: Math.round(stability),
  learningSteps: 0,
  reps: 4,
  lapses: 0,
  state,
  lastReview: now - ago,
})

/** One word's entry as today's app writes it, its answers on `devices`. */
const word = (
  now: number,
  devices: Record<string, { correct: number; attempts: number }>,
  review?: ReviewCard,
): WordProgress => {
  const counts = Object.values(devices)
  const answered = counts.some((c) => c.attempts > 0)
  return {
    since: 0,
    correct: counts.reduce((n, c) => n + c.correct, 0),
    attempts: counts.reduce((n, c) => n + c.attempts, 0),
    byDevice: devices,
    lastAttemptAt: answered ? now - 2 * HOUR : 0,
    viewedAt: now - 30 * DAY,
    timeSpentMs: 4200,
    lastViewedAt: now - 2 * HOUR,
    ...(review ? { review } : {}),
  }
}

/** A learner's record in today's format (v2, per-device counters, FSRS cards). */
function todaysRecord(now: number): Progress {
  const phone = 'phone0000001'
  const laptop = 'laptop000001'
  const words: Record<string, WordProgress> = {
    [WORDS.noCard]: word(now, {
      [phone]: { correct: 3, attempts: 4 },
      [laptop]: { correct: 2, attempts: 2 },
    }),
    [WORDS.almost]: word(
      now,
      { [phone]: { correct: 3, attempts: 3 } },
      card(now, KNOWN_STABILITY_DAYS - 0.1, now + 10 * DAY, 10 * DAY, 2),
    ),
    [WORDS.stable]: word(
      now,
      { [phone]: { correct: 4, attempts: 4 } },
      card(now, KNOWN_STABILITY_DAYS, now + 10 * DAY, 11 * DAY, 2),
    ),
    [WORDS.overdue]: word(
      now,
      { [laptop]: { correct: 7, attempts: 8 } },
      card(now, 60, now - DAY, 61 * DAY, 2),
    ),
    [WORDS.steps]: word(
      now,
      { [phone]: { correct: 1, attempts: 2 } },
      card(now, 0.4, now + 10 * 60_000, HOUR, 1),
    ),
    [WORDS.wrong]: word(now, { [phone]: { correct: 0, attempts: 2 } }),
    [WORDS.seen]: word(now, {}),
  }
  const byDevice = {
    [phone]: { correct: 11, attempts: 15 },
    [laptop]: { correct: 9, attempts: 10 },
  }
  return {
    version: 2,
    resetAt: 0,
    words,
    decks: { '1': { since: 0, lastAccessed: now - 2 * HOUR, mode: 'learn' } },
    tests: {},
    activity: {
      days: { '2026-01-10': { since: 0, attempts: 25, correct: 20, byDevice } },
      hours: { '19': { since: 0, attempts: 25, correct: 20, byDevice } },
    },
  }
}

describe('records from before issue 45 read with the new "known"', () => {
  let pb: TestPocketBase
  let user: TestUser
  /** When the record was pushed: its times are relative to it. */
  const now = Date.now()
  const record = todaysRecord(now)
  /** The server's record of the learner, read back after the push. */
  const readBack = async (): Promise<Progress> => {
    const read = await api(pb.url, 'GET', '/api/kalima/progress', { token: user.token })
    expect(read.status).toBe(200)
    return read.body.progress
  }

  beforeAll(async () => {
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100' } })
    user = await createUser(pb.url, 'known@kalima.test')
    expect(validateProgress(record).ok).toBe(true)
    const pushed = await api(pb.url, 'POST', '/api/kalima/progress', {
      token: user.token,
      body: { delta: record },
    })
    expect(pushed.status).toBe(200)
  })
  afterAll(async () => {
    await pb?.stop()
  })

  it('keeps every answer, card and counter, and counts known and learning by the new rule', async () => {
    const back = await readBack()

    // Nothing dropped or rewritten: each word's answers, devices, times and card as pushed.
    expect(Object.keys(back.words).sort()).toEqual(Object.keys(record.words).sort())
    for (const [id, entry] of Object.entries(record.words)) {
      expect(back.words[id], id).toEqual(entry)
    }
    expect(back.activity).toEqual(record.activity)
    expect(back.decks).toEqual(record.decks)

    // Read with the new rule: 4 words had 3 right answers or more ("mastered" before); one
    // is known now, the one whose card is stable for 21 days and not due.
    const ids = Object.values(WORDS)
    const oldMastered = ids.filter((id) => (back.words[id]?.correct ?? 0) >= 3)
    expect(oldMastered).toHaveLength(4)
    const statuses = Object.fromEntries(ids.map((id) => [id, wordStatus(back.words[id], now)]))
    expect(statuses).toEqual({
      [WORDS.noCard]: 'learning',
      [WORDS.almost]: 'learning',
      [WORDS.stable]: 'known',
      [WORDS.overdue]: 'learning',
      [WORDS.steps]: 'learning',
      [WORDS.wrong]: 'learning',
      [WORDS.seen]: 'new',
    })
    expect(progressCounts(back, { now }, ids)).toMatchObject({
      total: 7,
      known: 1,
      learning: 5,
      new: 1,
      seen: 1,
      // The two words answered without a card and the overdue one (the word in its learning
      // steps is due in ten minutes).
      due: 3,
    })
    // The known word fades when its card comes due.
    const fades = back.words[WORDS.stable]?.review?.due ?? 0
    expect(progressCounts(back, { now: fades }, ids)).toMatchObject({ known: 0, learning: 6 })
  })

  it('reads the same on a device that loads the server’s record', async () => {
    const back = await readBack()
    const storage = createMemoryStorage()
    await storage.set(STORAGE_KEYS.progress, back)
    const store = createProgressStore({ storage, clock: fixedClock(now) })
    await store.getState().load()
    const loaded = store.getState().progress
    for (const [id, entry] of Object.entries(back.words))
      expect(loaded.words[id], id).toEqual(entry)
    expect(progressCounts(loaded, { now }, Object.values(WORDS))).toMatchObject({
      known: 1,
      learning: 5,
      new: 1,
    })
  })
})

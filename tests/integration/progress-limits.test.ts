// Stored progress is bounded: every word, deck and test id is checked against the app's
// vocabulary, each learner holds at most as many rows of a map as there are known words
// or decks (PROGRESS_LIMITS without a vocabulary), activity days are kept for
// STORED_ACTIVITY_YEARS, and a push over a cap is refused with a 400 that changes nothing.
// A real learner's whole history still syncs.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  deckIdOf,
  recordAttempt,
  recordTestResult,
  touchDeck,
} from '../../packages/core/src/progress/record'
import { STORED_ACTIVITY_YEARS } from '../../packages/core/src/progress/rows'
import { emptyProgress, type Progress } from '../../packages/core/src/progress/types'
import { PROGRESS_LIMITS } from '../../packages/core/src/progress/validate'
import lessons from '../../packages/core/src/vocabulary/data/lessons.json'
import pronouns from '../../packages/core/src/vocabulary/data/pronouns.json'
import surahs from '../../packages/core/src/vocabulary/data/surahs.json'
import {
  api,
  createUser,
  startPocketBase,
  superuserToken,
  type TestPocketBase,
} from '../helpers/pocketbase'

const DAY = 86_400_000
const DEVICE = 'limitsdevice1'

const push = (pb: TestPocketBase, token: string, delta: unknown) =>
  api(pb.url, 'POST', '/api/kalima/progress', { token, body: { delta } })
const pull = async (pb: TestPocketBase, token: string): Promise<Progress | null> =>
  (await api(pb.url, 'GET', '/api/kalima/progress', { token })).body.progress

const deckEntry = (lastAccessed: number) => ({ since: 0, lastAccessed })
const testEntry = (completedAt: number) => {
  const result = { timeSeconds: 60, correct: 10, attempts: 12, completedAt }
  return { since: 0, best: result, latest: result }
}
/** A record holding only `count` decks (or tests) named `prefix0`, `prefix1`, …. */
const manyDecks = (prefix: string, count: number, map: 'decks' | 'tests') => {
  const p = emptyProgress()
  const now = Date.now()
  for (let i = 0; i < count; i++) {
    if (map === 'decks') p.decks[`${prefix}${i}`] = deckEntry(now)
    else p.tests[`${prefix}${i}`] = testEntry(now)
  }
  return p
}

describe('stored progress against the app vocabulary', () => {
  let pb: TestPocketBase

  beforeAll(async () => {
    // The app's own vocabulary data (no KALIMA_WORDS_FILE): 856 words + 22 pronouns, 39 decks.
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100' } })
  })
  afterAll(async () => {
    await pb?.stop()
  })

  it('refuses deck and test ids that are not the app decks, and stores nothing', async () => {
    const user = await createUser(pb.url, 'junk-decks@kalima.test')
    expect((await push(pb, user.token, manyDecks('1', 1, 'decks'))).status).toBe(200)
    const before = await pull(pb, user.token)
    for (const [map, id] of [
      ['decks', 'junk-1'],
      ['tests', 'junk-1'],
      ['decks', 'surah-1'], // surah decks are 89–114
      ['decks', 'read-115'], // the reader's decks are surahs 1–114
      ['tests', 'read-0'],
      ['tests', '13'], // 12 lessons
    ] as const) {
      const delta = {
        ...manyDecks('3', 1, map),
        [map]: { [id]: map === 'decks' ? deckEntry(1) : testEntry(1) },
      }
      const answer = await push(pb, user.token, delta)
      expect(answer.status).toBe(400)
      expect(answer.body.data.delta.message).toContain(`progress.${map}.${id} is not a known deck`)
    }
    // The attack: 500 junk deck ids per push.
    const junk = await push(pb, user.token, manyDecks('junk', 500, 'decks'))
    expect(junk.status).toBe(400)
    expect(await pull(pb, user.token)).toEqual(before)
  })

  it('accepts progress on a pronoun and the Pronouns deck, and refuses an unknown pronoun', async () => {
    const user = await createUser(pb.url, 'pronouns@kalima.test')
    const deck = deckIdOf({ kind: 'pronouns' })
    const now = Date.now() - 1000
    let p = recordAttempt(emptyProgress(), 'suf-hum', true, { now }, DEVICE)
    p = recordAttempt(p, 'pron-huwa', false, { now: now + 1 }, DEVICE)
    p = touchDeck(p, deck, now + 2)
    p = recordTestResult(p, deck, { timeSeconds: 80, correct: 20, attempts: 22, completedAt: now })
    const answer = await push(pb, user.token, p)
    expect(answer.status).toBe(200)
    const stored = await pull(pb, user.token)
    expect(stored).toEqual(p)
    expect(stored?.words['suf-hum']?.correct).toBe(1)
    expect(stored?.tests.pronouns?.best?.correct).toBe(20)

    const unknown = recordAttempt(emptyProgress(), 'suf-xyz', true, { now }, DEVICE)
    const refused = await push(pb, user.token, unknown)
    expect(refused.status).toBe(400)
    expect(refused.body.data.delta.message).toContain('progress.words.suf-xyz is not a known word')
    expect(await pull(pb, user.token)).toEqual(p)
  })

  it('accepts a deck from the reader (read-1 … read-114): its opening and its tests sync', async () => {
    const user = await createUser(pb.url, 'reading-deck@kalima.test')
    const now = Date.now() - 1000
    let p = emptyProgress()
    for (const n of [1, 67, 114]) {
      const deck = deckIdOf({ kind: 'reading', id: n })
      p = touchDeck(p, deck, now + n, 'learn')
      p = recordTestResult(p, deck, { timeSeconds: 60, correct: 8, attempts: 9, completedAt: now })
    }
    const answer = await push(pb, user.token, p)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const stored = await pull(pb, user.token)
    expect(stored).toEqual(p)
    expect(stored?.decks['read-67']?.mode).toBe('learn')
    expect(stored?.tests['read-114']?.best?.correct).toBe(8)
  })

  it("syncs a learner's whole year: every word answered, every deck opened and tested", async () => {
    const user = await createUser(pb.url, 'whole-year@kalima.test')
    const decks = [
      ...lessons.map((l) => ({ id: deckIdOf({ kind: 'lesson', id: l.id }), words: l.wordIds })),
      ...surahs.map((s) => ({ id: deckIdOf({ kind: 'surah', id: s.id }), words: s.wordIds })),
      { id: deckIdOf({ kind: 'pronouns' }), words: pronouns.map((w) => w.id) },
    ]
    const start = Date.now() - 365 * DAY
    let p = emptyProgress()
    let answers = 0
    let day = 0
    for (const deck of decks) {
      for (const word of deck.words) {
        for (let i = 0; i < 3; i++) {
          // Spread over the year: a new day every 10 answers.
          const now = start + Math.floor(answers / 10) * DAY * 0.1 + answers
          p = recordAttempt(p, word, i > 0, { now }, DEVICE)
          answers++
          day = now
        }
      }
      p = touchDeck(p, deck.id, day)
      p = recordTestResult(p, deck.id, {
        timeSeconds: 90,
        correct: deck.words.length,
        attempts: deck.words.length + 2,
        completedAt: day,
      })
    }
    expect(Object.keys(p.decks)).toHaveLength(39)
    expect(Object.keys(p.words).length).toBeGreaterThan(800)
    const answer = await push(pb, user.token, p)
    expect(answer.status).toBe(200)
    const stored = await pull(pb, user.token)
    expect(stored).toEqual(p)
    // Pushed again (another sync of the same record): still accepted, nothing added.
    expect((await push(pb, user.token, p)).status).toBe(200)
    expect(await pull(pb, user.token)).toEqual(p)
  })

  it(`keeps activity days for ${STORED_ACTIVITY_YEARS} years and drops older ones`, async () => {
    const user = await createUser(pb.url, 'old-days@kalima.test')
    const now = Date.now()
    const old = new Date(now - (STORED_ACTIVITY_YEARS + 1) * 365 * DAY).toISOString().slice(0, 10)
    const recent = new Date(now - 30 * DAY).toISOString().slice(0, 10)
    const count = {
      since: 0,
      attempts: 2,
      correct: 1,
      byDevice: { [DEVICE]: { correct: 1, attempts: 2 } },
    }
    const p = emptyProgress()
    p.activity.days = { [old]: count, [recent]: count }
    expect((await push(pb, user.token, p)).status).toBe(200)
    const stored = await pull(pb, user.token)
    expect(Object.keys(stored?.activity.days ?? {})).toEqual([recent])

    // A day stored when it was recent (written here as the superuser may) is dropped once
    // it is older than the window, on the learner's next push that adds a day.
    const admin = await superuserToken(pb)
    const put = await api(pb.url, 'POST', '/api/collections/progress_entries/records', {
      token: admin,
      body: { user: user.id, key: `day:${old}`, data: count },
    })
    expect(put.status).toBe(200)
    expect(Object.keys((await pull(pb, user.token))?.activity.days ?? {}).sort()).toEqual([
      old,
      recent,
    ])
    const today = new Date(now).toISOString().slice(0, 10)
    const next = emptyProgress()
    next.activity.days = { [today]: count }
    expect((await push(pb, user.token, next)).status).toBe(200)
    expect(Object.keys((await pull(pb, user.token))?.activity.days ?? {}).sort()).toEqual([
      recent,
      today,
    ])
  })
})

describe('row caps without a vocabulary of decks (KALIMA_WORDS_FILE of words only)', () => {
  let pb: TestPocketBase

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalima-words-'))
    const file = join(dir, 'words.json')
    writeFileSync(file, JSON.stringify(['allah', 'rabb']))
    pb = await startPocketBase({
      env: { KALIMA_WORDS_FILE: file, KALIMA_RATE_LIMIT_MULTIPLIER: '100' },
    })
  })
  afterAll(async () => {
    await pb?.stop()
  })

  for (const map of ['decks', 'tests'] as const) {
    it(`refuses a push past ${PROGRESS_LIMITS.decks} ${map} with a 400 and keeps the stored record`, async () => {
      const user = await createUser(pb.url, `cap-${map}@kalima.test`)
      expect((await push(pb, user.token, manyDecks('a', 300, map))).status).toBe(200)
      const before = await pull(pb, user.token)
      expect(Object.keys(before?.[map] ?? {})).toHaveLength(300)
      // 300 more new ids: 600 stored would pass the cap.
      const answer = await push(pb, user.token, manyDecks('b', 300, map))
      expect(answer.status).toBe(400)
      expect(answer.body.data.delta.message).toContain(
        `at most ${PROGRESS_LIMITS.decks} ${map} can be stored per learner; this push would make 600`,
      )
      expect(await pull(pb, user.token)).toEqual(before)
      // Up to the cap is fine, and the stored ids can still be pushed again.
      expect((await push(pb, user.token, manyDecks('b', 200, map))).status).toBe(200)
      expect((await push(pb, user.token, manyDecks('a', 300, map))).status).toBe(200)
      expect(Object.keys((await pull(pb, user.token))?.[map] ?? {})).toHaveLength(500)
      expect((await push(pb, user.token, manyDecks('c', 1, map))).status).toBe(400)
    })
  }
})

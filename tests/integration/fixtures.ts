// Valid records of every Kalima collection, shared by the integration tests.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Word ids the test server knows (KALIMA_WORDS_FILE), so "unknown word" is deterministic. */
export const WORD_IDS = ['allah', 'qaala', 'rabb', 'yawm', 'nafs'] as const

/** Environment for startPocketBase: a known word list, generous rate limits. */
export function testEnv(extra: Record<string, string> = {}): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'kalima-words-'))
  const file = join(dir, 'words.json')
  writeFileSync(file, JSON.stringify(WORD_IDS.map((id) => ({ id }))))
  return { KALIMA_WORDS_FILE: file, KALIMA_RATE_LIMIT_MULTIPLIER: '100', ...extra }
}

export const validSettings = {
  showRepetition: true,
  arabicFontSize: 42,
  bengaliFontSize: 22,
  arabicColor: '#333',
  bengaliColor: '#4255ff',
  showTransliteration: true,
  showTransliterationToggle: true,
  transliterationColor: '#666666',
  timerPosition: 'top-right',
  messagesDuration: 1500,
  arabicFontFamily: 'kufi',
  bengaliFontFamily: 'kalpurush',
  soundEffects: true,
  animationsEnabled: true,
  darkMode: false,
}

/** A progress record (packages/core/src/progress/types.ts, v2) with one word answered on `device`. */
export function validProgress(correct = 2, attempts = 3, device = 'fixturedev01') {
  const now = Date.now()
  const byDevice = attempts > 0 ? { [device]: { correct, attempts } } : {}
  return {
    version: 2,
    resetAt: 0,
    words: {
      allah: {
        since: 0,
        correct,
        attempts,
        byDevice,
        lastAttemptAt: now,
        viewedAt: now - 1000,
        timeSpentMs: 1200,
        lastViewedAt: now,
      },
    },
    decks: { '1': { since: 0, lastAccessed: now } },
    tests: {
      '1': {
        since: 0,
        best: { timeSeconds: 90, correct: 50, attempts: 55, completedAt: now },
        latest: { timeSeconds: 90, correct: 50, attempts: 55, completedAt: now },
      },
    },
    activity: {
      days: { '2025-01-01': { since: 0, attempts, correct, byDevice } },
      hours: { '9': { since: 0, attempts, correct, byDevice } },
    },
  }
}

export const validAnalytics = {
  deck: '1',
  word: 'allah',
  timeSpentMs: 1500,
  lastViewed: '2025-01-01 10:00:00.000Z',
}

export const validTestResult = { deck: '1', timeSeconds: 95, correct: 50, attempts: 57 }

export const validContact = {
  name: 'Aisha',
  email: 'aisha@example.com',
  subject: 'Lesson 3',
  message: 'Thank you for the app!',
}

export const validFeedback = { rating: 4, comment: 'Very helpful', email: 'f@example.com' }

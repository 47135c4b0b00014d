// Studying in an embedded element like a learner who knows the answers: shared by the
// embed's browser tests (demo page, hosted snippet, iframe pages).
import { type DeckRef, getDeck, type LanguageCode, loadMeanings } from '@kalima/core'
import type { Frame, Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEFAULT_MESSAGES_DURATION } from '../../packages/core/src/constants'
import { skipFeedback } from './site'

/** Arabic word → meaning in `lang`, for the words of a deck. */
export async function answerKey(deck: DeckRef, lang: LanguageCode): Promise<Map<string, string>> {
  const meanings = await loadMeanings(lang)
  const words = getDeck(deck)?.words ?? []
  return new Map(words.map((w) => [w.arabic, meanings[w.id] ?? '']))
}

/** Matches an element whose whole text is `text` (a meaning can be part of another). */
export const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)

/** data-state of the widget inside element `#id`. */
export const widgetState = (page: Page | Frame, id: string) =>
  page.locator(`#${id} [data-kalima-widget]`).first().getAttribute('data-state')

/** Clicks the right meaning of the word element `#id` shows; returns that word. */
export async function answerShownRightly(
  page: Page | Frame,
  id: string,
  arabicClass: string,
  key: Map<string, string>,
): Promise<string> {
  const word = (await page.locator(`#${id} .${arabicClass}`).textContent())?.trim() ?? ''
  const meaning = key.get(word)
  expect(meaning, `meaning of ${word}`).toBeTruthy()
  await page
    .locator(`#${id} .kalima-option`)
    .filter({ has: page.locator('.kalima-option-text', { hasText: exactly(meaning as string) }) })
    .first()
    .click()
  return word
}

/**
 * Answers Learn or Test in element `#id` until the session completes, always rightly. The
 * "Correct!" pause passes at once on the clock of `page` (or of `clockOf`, the page of a
 * frame) where its test installed Playwright's clock (skipFeedback).
 */
export async function answerAll(
  page: Page | Frame,
  id: string,
  arabicClass: string,
  key: Map<string, string>,
  clockOf: Page | undefined = 'clock' in page ? page : undefined,
) {
  for (let turn = 0; turn < 40; turn++) {
    if ((await widgetState(page, id)) === 'complete') return
    const word = await answerShownRightly(page, id, arabicClass, key)
    // The "Correct!" pause (a Test's, the longer, covers Learn's).
    if (clockOf) await skipFeedback(clockOf, DEFAULT_MESSAGES_DURATION)
    // The machine advances after a moment; wait for the next word or the end.
    await page.waitForFunction(
      ({ id, arabicClass, word }) => {
        const root = document.getElementById(id)?.shadowRoot
        const widget = root?.querySelector('[data-kalima-widget]')
        const shown = root?.querySelector(`.${arabicClass}`)?.textContent?.trim()
        return widget?.getAttribute('data-state') === 'complete' || (shown && shown !== word)
      },
      { id, arabicClass, word },
      { timeout: 10_000 },
    )
  }
}

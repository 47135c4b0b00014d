import { type DeckRef, getDeck } from '@kalima/core'
import type { Translate } from '../i18n'

/**
 * The title a learner reads for a deck: the lesson's title or the surah's name from the
 * vocabulary, the Pronouns deck's from the UI dictionary (`deck.pronouns`).
 */
export function deckTitle(ref: DeckRef, t: Translate): string {
  return ref.kind === 'pronouns' ? t('deck.pronouns') : (getDeck(ref)?.title ?? '')
}

import type { StudyMode } from '@kalima/core'
import type { UiMessageId } from '../i18n'

/** The message of each study mode's name ('Words', 'Cards', 'Learn'…). */
export const MODE_LABEL: Readonly<Record<StudyMode, UiMessageId>> = {
  words: 'mode.words',
  flashcards: 'mode.flashcards',
  learn: 'mode.learn',
  test: 'mode.test',
  match: 'mode.match',
  review: 'mode.review',
}

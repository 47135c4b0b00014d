import type { ReaderWordState } from '@kalima/core/reader'
import type { UiMessageId } from '../../i18n'

/**
 * The message id of a word state's label. A known word keeps the dictionaries' key of the
 * state's former name, `reader.state.mastered` (its texts say "known" well: core's `isKnown`).
 */
export const stateLabel = (state: ReaderWordState): UiMessageId =>
  state === 'known' ? 'reader.state.mastered' : `reader.state.${state}`

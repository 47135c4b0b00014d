import type { ReaderWordState } from '@kalima/core/reader'
import type { UiMessageId } from '../../i18n'

/** The message id of a word state's label. */
export const stateLabel = (state: ReaderWordState): UiMessageId => `reader.state.${state}`

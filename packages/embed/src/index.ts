// @kalima/embed — Kalima study modes as custom elements for any web page.
// Importing the package defines all seven elements, the six modes and the reader (idempotent); each element fetches its
// widget (and React's renderer) on its first connection.

export type { EmbedElementName } from './attribute-names'
export {
  type AttributeWarning,
  DEFAULT_OPTIONS,
  type EmbedAttribute,
  type EmbedOptions,
  type EmbedTheme,
  OBSERVED_ATTRIBUTES,
  parseAttributes,
  type ReaderPassage,
} from './attributes'
export { defineElement } from './define'
export {
  createStudyElement,
  defineStudyElement,
  type EmbeddedWidget,
  type EmbeddedWidgetProps,
  type EmbedScore,
  type KalimaAnswerDetail,
  type KalimaCompleteDetail,
  type WidgetLoader,
} from './element'
export { declaredFonts, declareFontsOnce } from './fonts'
export {
  FRAME_HEIGHT_RANGE,
  FRAME_MESSAGE_SOURCE,
  FRAME_MESSAGE_VERSION,
  frameAttributes,
  isKalimaFrameMessage,
  type KalimaFrameMessage,
} from './frame-protocol'
export * from './kalima-embed'
export { PARTS } from './parts'
export { STORAGE_NAMESPACE } from './storage'
export type { KalimaElementAttributes, KalimaStudyElement, KalimaTagName } from './types'

// @kalima/embed — Kalima study modes as custom elements for any web page.
// Importing the package defines all six elements (idempotent).
export {
  type AttributeWarning,
  DEFAULT_OPTIONS,
  type EmbedAttribute,
  type EmbedOptions,
  OBSERVED_ATTRIBUTES,
  parseAttributes,
} from './attributes'
export { defineElement } from './define'
export {
  createStudyElement,
  defineStudyElement,
  type EmbedScore,
  type KalimaAnswerDetail,
  type KalimaCompleteDetail,
  STORAGE_NAMESPACE,
} from './element'
export * from './kalima-embed'
export { PARTS } from './parts'

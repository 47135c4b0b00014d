// Names of the elements' attributes and the helpers the element shell needs before its
// widget is loaded: nothing here imports @kalima/core's vocabulary, so defining the
// elements costs a page almost nothing (the parsing itself is in attributes.ts).
import type { StudyMode } from '@kalima/core'

/** Every attribute the elements observe; changing one re-renders the widget. */
export const OBSERVED_ATTRIBUTES = [
  'category',
  'surah',
  'read',
  'lang',
  'ui-lang',
  'theme',
  'arabic-size',
  'meaning-size',
  'sound',
  'kind',
  'word-audio',
  'from',
  'to',
] as const

/** What a `<kalima-*>` element shows: a study mode, or the reader (`<kalima-reader>`). */
export type EmbedElementName = StudyMode | 'reader'

/** The attributes `<kalima-reader>` reads: its passage and how it looks. */
const READER_ATTRIBUTES: readonly EmbedAttribute[] = [
  'surah',
  'from',
  'to',
  'lang',
  'ui-lang',
  'theme',
  'arabic-size',
  'meaning-size',
]

/** A study element's attributes: every one but the reader's verses. */
const STUDY_ATTRIBUTES: readonly EmbedAttribute[] = OBSERVED_ATTRIBUTES.filter(
  (name) => name !== 'from' && name !== 'to',
)

/** The attributes an element observes (and its manifest lists). */
export const attributesOf = (element: EmbedElementName): readonly EmbedAttribute[] =>
  element === 'reader' ? READER_ATTRIBUTES : STUDY_ATTRIBUTES

/** One of {@link OBSERVED_ATTRIBUTES}. */
export type EmbedAttribute = (typeof OBSERVED_ATTRIBUTES)[number]

/** An attribute value that was ignored, and why. */
export interface AttributeWarning {
  attribute: EmbedAttribute
  value: string
  message: string
}

/**
 * Reports each warning once per (attribute, value) for one element: re-renders and
 * repeated attribute changes to the same bad value stay quiet.
 */
export function createWarnOnce(log: (message: string) => void = console.warn) {
  const seen = new Set<string>()
  return (warnings: readonly AttributeWarning[]) => {
    for (const warning of warnings) {
      const key = `${warning.attribute}\u0000${warning.value}`
      if (seen.has(key)) continue
      seen.add(key)
      log(warning.message)
    }
  }
}

/** Reads attributes by name (e.g. `(name) => element.getAttribute(name)`). */
export type AttributeReader = (name: EmbedAttribute) => string | null | undefined

/**
 * Called for an attribute value that is ignored: the attribute, its value, what was expected
 * and what is used instead.
 */
export type AttributeWarn = (
  attribute: EmbedAttribute,
  value: string,
  expected: string,
  fallback: string,
) => void

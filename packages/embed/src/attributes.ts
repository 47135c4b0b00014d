// Attribute parsing of the Kalima elements: pure, so every fallback is a unit test.
// Attributes are the whole public API (like <model-viewer>); a bad value never breaks
// the page: it falls back to the default and is reported once on the console.
import {
  DEFAULT_LANGUAGE,
  DEFAULT_SETTINGS,
  type DeckRef,
  deckAttribute,
  EXERCISE_KINDS,
  type ExerciseKind,
  type LanguageCode,
  LESSON_RANGE,
  PRONOUNS_DECK,
  PRONOUNS_DECK_NAME,
  readingDeck,
  SETTINGS_RANGES,
  SURAH_DECK_RANGE,
  wordAudioTemplateError,
} from '@kalima/core'
import { SURAH_COUNT } from '@kalima/core/reader'
import type {
  AttributeReader,
  AttributeWarn,
  AttributeWarning,
  EmbedAttribute,
  EmbedElementName,
} from './attribute-names'
import { elementLanguages } from './element-languages'

export {
  type AttributeReader,
  type AttributeWarning,
  createWarnOnce,
  type EmbedAttribute,
  OBSERVED_ATTRIBUTES,
} from './attribute-names'

/** What an element's attributes mean once parsed; every field has a valid value. */
export interface EmbedOptions {
  /**
   * Lesson (`category` 1–12), the Pronouns deck (`category="pronouns"`), surah deck
   * (`surah` 89–114) or the words of a surah 1–114 the learner does not know yet (`read`);
   * lesson 1 by default.
   */
  deck: DeckRef
  /** Meaning language; Bengali by default. */
  lang: LanguageCode
  /** Interface language (`ui-lang`): the meaning language's by default. */
  uiLang: LanguageCode
  /**
   * Colours: `light`, `dark`, or `auto`, the visitor's system setting
   * (`prefers-color-scheme`), followed while the page is open.
   */
  theme: EmbedTheme
  /** Arabic font size in px (32–72). */
  arabicSize: number
  /** Meaning font size in px (16–48). */
  meaningSize: number
  /** Sound effects on correct and wrong answers. */
  sound: boolean
  /**
   * `<kalima-learn kind="…">`: the deck asked in one kind of exercise (the Practice widget):
   * recognise, reverse, listen, type, forms or fill; absent for Learn itself.
   */
  kind?: ExerciseKind
  /** A word-audio source (URL template with {surah}, {verse}, {word}) for Listen. */
  wordAudio?: string
  /** `<kalima-reader>`: the surah (1–114) and the verses it shows. */
  passage?: ReaderPassage
}

/** A `theme` attribute's value (any case, spaces around), or undefined for one that is not. */
export function themeOf(value: string | null | undefined): EmbedTheme | undefined {
  const name = value?.trim().toLowerCase()
  return name === 'light' || name === 'dark' || name === 'auto' ? name : undefined
}

/** The `theme` attribute's values. */
export type EmbedTheme = 'light' | 'dark' | 'auto'

/** The passage `<kalima-reader>` shows: a surah, from verse `from` to verse `to`. */
export interface ReaderPassage {
  surah: number
  from?: number
  to?: number
}

/** Parsed options and the values that fell back to defaults. */
export interface ParsedAttributes {
  options: EmbedOptions
  warnings: AttributeWarning[]
}

/** Options of an element with no attributes. */
export const DEFAULT_OPTIONS: Readonly<EmbedOptions> = Object.freeze<EmbedOptions>({
  deck: { kind: 'lesson', id: 1 },
  lang: DEFAULT_LANGUAGE,
  uiLang: DEFAULT_LANGUAGE,
  theme: 'light',
  arabicSize: DEFAULT_SETTINGS.arabicFontSize,
  meaningSize: DEFAULT_SETTINGS.meaningFontSize,
  sound: DEFAULT_SETTINGS.soundEffects,
})

/** '1–12': a range as the warnings write it. */
const span = (range: { min: number; max: number }) => `${range.min}–${range.max}`

/** An integer written in decimal digits within [min, max], else undefined. */
function integerIn(value: string, range: { min: number; max: number }): number | undefined {
  const text = value.trim()
  if (!/^\d{1,4}$/.test(text)) return undefined
  const n = Number(text)
  return n >= range.min && n <= range.max ? n : undefined
}

/**
 * Parses an element's attributes; absent attributes take defaults silently, bad ones with a
 * warning. `<kalima-reader>` (`element` 'reader') reads a passage (`surah` 1–114, `from`,
 * `to`) instead of a deck.
 */
export function parseAttributes(
  read: AttributeReader,
  element: EmbedElementName = 'learn',
): ParsedAttributes {
  const warnings: AttributeWarning[] = []
  const options: EmbedOptions = { ...DEFAULT_OPTIONS }
  const warn = (attribute: EmbedAttribute, value: string, expected: string, fallback: string) =>
    warnings.push({
      attribute,
      value,
      message: `<kalima-*> ${attribute}="${value}" is not valid (expected ${expected}); using ${fallback}.`,
    })

  if (element === 'reader') options.passage = parsePassage(read, warn)
  else options.deck = parseDeck(read, warn)

  // The interface follows the meanings unless ui-lang names another language.
  Object.assign(options, elementLanguages(read, warn))

  const theme = read('theme')
  if (theme != null) {
    const name = themeOf(theme)
    if (name) options.theme = name
    else warn('theme', theme, 'light, dark or auto', DEFAULT_OPTIONS.theme)
  }

  const sizes = [
    ['arabic-size', 'arabicSize', SETTINGS_RANGES.arabicFontSize],
    ['meaning-size', 'meaningSize', SETTINGS_RANGES.meaningFontSize],
  ] as const
  for (const [attribute, field, range] of sizes) {
    const value = read(attribute)
    if (value == null) continue
    const px = integerIn(value.trim().replace(/px$/i, ''), range)
    if (px !== undefined) options[field] = px
    else
      warn(
        attribute,
        value,
        `a size in px from ${range.min} to ${range.max}`,
        `${DEFAULT_OPTIONS[field]}`,
      )
  }

  const sound = read('sound')
  if (sound != null) {
    const name = sound.trim().toLowerCase()
    // A bare `sound` attribute means on, as boolean HTML attributes do.
    if (name === 'on' || name === '') options.sound = true
    else if (name === 'off') options.sound = false
    else warn('sound', sound, 'on or off', DEFAULT_OPTIONS.sound ? 'on' : 'off')
  }

  const kind = read('kind')
  if (kind != null) {
    const name = kind.trim().toLowerCase()
    if ((EXERCISE_KINDS as readonly string[]).includes(name)) options.kind = name as ExerciseKind
    else warn('kind', kind, EXERCISE_KINDS.join(', '), 'the mode itself')
  }

  const audio = read('word-audio')
  if (audio != null) {
    const error = wordAudioTemplateError(audio)
    if (error === null) options.wordAudio = audio.trim()
    else
      warn(
        'word-audio',
        audio,
        `a URL template with {surah}, {verse} and {word} (${error})`,
        "the browser's Arabic voice",
      )
  }

  return { options, warnings }
}

type Warn = AttributeWarn

/** The deck of a study element: `read`, else `surah`, else `category`; lesson 1 by default. */
function parseDeck(read: AttributeReader, warn: Warn): DeckRef {
  const category = read('category')
  const surah = read('surah')
  let lesson: number | undefined
  let pronouns = false
  if (category != null) {
    pronouns = category.trim().toLowerCase() === PRONOUNS_DECK_NAME
    lesson = pronouns ? undefined : integerIn(category, LESSON_RANGE)
    if (lesson === undefined && !pronouns)
      warn(
        'category',
        category,
        `a lesson ${span(LESSON_RANGE)} or ${PRONOUNS_DECK_NAME}`,
        'lesson 1',
      )
  }
  const categoryDeck = lesson ? `lesson ${lesson}` : pronouns ? PRONOUNS_DECK_NAME : 'lesson 1'
  let surahId: number | undefined
  if (surah != null) {
    surahId = integerIn(surah, SURAH_DECK_RANGE)
    if (surahId === undefined) {
      warn('surah', surah, `a surah ${span(SURAH_DECK_RANGE)}`, categoryDeck)
    }
  }
  const reading = read('read')
  let readId: number | undefined
  if (reading != null) {
    readId = integerIn(reading, { min: 1, max: SURAH_COUNT })
    if (readId === undefined) {
      warn('read', reading, `a surah 1–${SURAH_COUNT}`, surahId ? `surah ${surahId}` : categoryDeck)
    }
  }
  // A valid surah wins over a category, and the reader's deck over both: the more specific.
  if (readId !== undefined) return readingDeck(readId)
  if (surahId !== undefined) return { kind: 'surah', id: surahId }
  if (lesson !== undefined) return { kind: 'lesson', id: lesson }
  if (pronouns) return PRONOUNS_DECK
  return DEFAULT_OPTIONS.deck
}

/** The passage of `<kalima-reader>`: `surah` 1–114 (Al-Fatihah by default), `from` and `to` verses. */
function parsePassage(read: AttributeReader, warn: Warn): ReaderPassage {
  const passage: ReaderPassage = { surah: 1 }
  const surah = read('surah')
  if (surah != null) {
    const n = integerIn(surah, { min: 1, max: SURAH_COUNT })
    if (n !== undefined) passage.surah = n
    else warn('surah', surah, `a surah 1–${SURAH_COUNT}`, 'surah 1')
  }
  for (const name of ['from', 'to'] as const) {
    const value = read(name)
    if (value == null) continue
    // The longest surah has 286 verses; the reader brings a verse past the end into the surah.
    const n = integerIn(value, { min: 1, max: 286 })
    if (n !== undefined) passage[name] = n
    else
      warn(
        name,
        value,
        'a verse number from 1',
        name === 'from' ? 'the first verse' : 'the last verse',
      )
  }
  return passage
}

/**
 * Attributes that select `deck`, for writing it back (e.g. Next Category). Lives with the
 * parser (the renderer's chunk): it needs core's deck list, which the light element shell
 * must not load.
 */
export function deckAttributes(deck: DeckRef): {
  set: EmbedAttribute
  value: string
  remove: EmbedAttribute[]
} {
  const { name, value } = deckAttribute(deck)
  const names: EmbedAttribute[] = ['category', 'surah', 'read']
  return { set: name, value, remove: names.filter((n) => n !== name) }
}

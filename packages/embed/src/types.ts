// Types of the <kalima-*> elements for TypeScript users: the attributes each accepts and
// the DOM's tag-name map (document.createElement('kalima-learn'), querySelector). JSX
// declarations for React are in jsx.ts (`@kalima/embed/jsx`).
import type { LanguageCode, StudyMode } from '@kalima/core'

/** Tag names of the elements, one per study mode. */
export type KalimaTagName = `kalima-${StudyMode}` | 'kalima-reader'

/** A number written as an attribute value accepts a number or its text. */
type NumberAttribute = number | `${number}`

/**
 * The attributes of every <kalima-*> element (src/attribute-names.ts lists their names; the
 * elements fall back to the default, with a console warning, for a value out of range).
 */
export interface KalimaElementAttributes {
  /** Lesson 1–12 (default 1). */
  category?: NumberAttribute
  /** Surah deck 89–114; wins over `category`. On `kalima-reader`: the surah to read, 1–114. */
  surah?: NumberAttribute
  /** `kalima-reader` only: the first verse shown (default the surah's first). */
  from?: NumberAttribute
  /** `kalima-reader` only: the last verse shown (default the surah's last). */
  to?: NumberAttribute
  /**
   * Surah 1–114: the words of that surah the learner does not know yet (at most 50, those it
   * uses most first); wins over `surah` and `category`.
   */
  read?: NumberAttribute
  /** Meaning language (default `bn`). */
  lang?: LanguageCode
  /** Interface language (default: the `lang` value); Urdu lays the element out right to left. */
  'ui-lang'?: LanguageCode
  /** Colour theme (default `light`); `auto` follows the visitor's system setting. */
  theme?: 'light' | 'dark' | 'auto'
  /** Arabic font size in px, 32–72 (default 42). */
  'arabic-size'?: NumberAttribute
  /** Meaning font size in px, 16–48 (default 22). */
  'meaning-size'?: NumberAttribute
  /** Sound effects on answers (default `on`). */
  sound?: 'on' | 'off'
  /** `kalima-learn` only: the deck asked in one kind of exercise instead of Learn. */
  kind?: 'recognise' | 'reverse' | 'listen' | 'type' | 'listen-type' | 'forms' | 'fill' | 'recall'
  /** A URL template of word recitations ({surah}, {verse}, {word}) for `kind="listen"`. */
  'word-audio'?: string
}

/** A Kalima element in the DOM; its events are in HTMLElementEventMap (element.ts). */
export interface KalimaStudyElement extends HTMLElement {}

declare global {
  interface HTMLElementTagNameMap {
    'kalima-flashcards': KalimaStudyElement
    'kalima-learn': KalimaStudyElement
    'kalima-test': KalimaStudyElement
    'kalima-match': KalimaStudyElement
    'kalima-words': KalimaStudyElement
    'kalima-review': KalimaStudyElement
    'kalima-reader': KalimaStudyElement
  }
}

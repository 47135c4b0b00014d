// custom-elements.json (https://github.com/webcomponents/custom-elements-manifest) of the
// Kalima elements, generated from the attributes' single source (src/attribute-names.ts),
// the modes (core's STUDY_MODES), the parts (src/parts.ts) and the events. The CDN build
// writes it to packages/embed/custom-elements.json (vite.config.ts); a unit test fails
// when the committed file is stale.
import { STUDY_MODES } from '../../core/src/study-modes.ts'
import { attributesOf, type EmbedAttribute, type EmbedElementName } from '../src/attribute-names.ts'

/** What each attribute means; a Record, so an attribute without a description fails to compile. */
export const ATTRIBUTE_DOCS: Record<
  EmbedAttribute,
  { type: string; default?: string; description: string }
> = {
  category: {
    type: "number | 'pronouns'",
    default: '1',
    description: 'Lesson 1–12, or `pronouns` for the Pronouns and suffixes deck.',
  },
  surah: {
    type: 'number',
    description:
      'Surah deck 89–114; wins over `category`. On `kalima-reader`: the surah to read, 1–114 (default 1).',
  },
  read: {
    type: 'number',
    description:
      'Surah 1–114: a deck of the words of that surah the learner does not know yet (at most 50, those it uses most first); wins over `surah` and `category`.',
  },
  lang: {
    type: "'bn' | 'id' | 'ur' | 'tr' | 'zh' | 'es' | 'en'",
    default: "'bn'",
    description: 'Meaning language.',
  },
  'ui-lang': {
    type: "'bn' | 'id' | 'ur' | 'tr' | 'zh' | 'es' | 'en'",
    default: 'the `lang` value',
    description: 'Interface language (buttons, messages); Urdu lays the element out right to left.',
  },
  theme: {
    type: "'light' | 'dark' | 'auto'",
    default: "'light'",
    description:
      "Colour theme; 'auto' follows the visitor's system setting (prefers-color-scheme).",
  },
  'arabic-size': { type: 'number', default: '42', description: 'Arabic font size in px, 32–72.' },
  'meaning-size': { type: 'number', default: '22', description: 'Meaning font size in px, 16–48.' },
  sound: { type: "'on' | 'off'", default: "'on'", description: 'Sound effects on answers.' },
  kind: {
    type: "'recognise' | 'reverse' | 'listen' | 'type' | 'listen-type' | 'forms' | 'fill' | 'recall'",
    description:
      '`kalima-learn` only: the deck asked in one kind of exercise (the meaning → the Arabic, hear it, type its meaning, hear it and type its meaning, a form it takes in the Quran, its verse with a gap, recall it and grade yourself) instead of Learn.',
  },
  from: {
    type: 'number',
    description: '`kalima-reader` only: the first verse shown (default the first of the surah).',
  },
  to: {
    type: 'number',
    description: '`kalima-reader` only: the last verse shown (default the last of the surah).',
  },
  'word-audio': {
    type: 'string',
    description:
      "A URL template of word recitations with {surah}, {verse} and {word} (or {surah3}, {verse3}, {word3}) for `kind=\"listen\"`; the browser's Arabic voice without it. Quran.com's word audio needs its owner's permission.",
  },
}

/** Every element: one per study mode, and the reader. */
export const EMBED_ELEMENTS: readonly EmbedElementName[] = [...STUDY_MODES, 'reader']

/** What each element shows. */
export const MODE_DOCS: Record<EmbedElementName, string> = {
  flashcards: 'Cards flip between the Arabic word and its meaning; Previous and Next.',
  learn: 'A word and 4 meanings; Show Answer reveals the meaning.',
  test: 'Timed quiz: one try per word, a circle per question.',
  match: 'Match Arabic words with their meanings, stage by stage.',
  words: 'One word at a time with its example verse.',
  review: 'Spaced repetition of the words already studied on this site.',
  reader:
    'A surah (or the verses `from`–`to`) word by word, each word marked by what the learner knows of it; a word opens its card, its parts and its verses.',
}

const PART_DOCS: Record<string, string> = {
  root: 'The wrapper inside the shadow root.',
  widget: "The widget's outer box.",
  button: 'Every button.',
  arabic: 'Every Arabic word.',
  meaning: 'Every meaning.',
  dialog: 'Completion dialogs.',
}

const className = (mode: string) => `Kalima${mode[0]?.toUpperCase()}${mode.slice(1)}Element`

/** The manifest object (schema 2.1.0). */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: EMBED_ELEMENTS.map((mode) => ({
      kind: 'javascript-module',
      path: `src/elements/${mode}.ts`,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: className(mode),
          tagName: `kalima-${mode}`,
          description: MODE_DOCS[mode],
          superclass: { name: 'HTMLElement' },
          attributes: attributesOf(mode).map((name) => ({
            name,
            type: { text: ATTRIBUTE_DOCS[name].type },
            ...(ATTRIBUTE_DOCS[name].default ? { default: ATTRIBUTE_DOCS[name].default } : {}),
            description: ATTRIBUTE_DOCS[name].description,
          })),
          events:
            mode === 'reader'
              ? []
              : [
                  {
                    name: 'kalima-answer',
                    type: { text: 'CustomEvent<KalimaAnswerDetail>' },
                    description: 'After each answer; bubbles and is composed.',
                  },
                  {
                    name: 'kalima-complete',
                    type: { text: 'CustomEvent<KalimaCompleteDetail>' },
                    description: 'When the session ends; bubbles and is composed.',
                  },
                ],
          cssParts: Object.entries(PART_DOCS).map(([name, description]) => ({ name, description })),
        },
      ],
      exports: [
        {
          kind: 'js',
          name: className(mode),
          declaration: { name: className(mode), module: `src/elements/${mode}.ts` },
        },
        {
          kind: 'custom-element-definition',
          name: `kalima-${mode}`,
          declaration: { name: className(mode), module: `src/elements/${mode}.ts` },
        },
      ],
    })),
  }
}

/** The file's text: stable, formatted JSON. */
export const customElementsJson = () => `${JSON.stringify(customElementsManifest(), null, 2)}\n`

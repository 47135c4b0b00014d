// The one list of study modes (no imports: build configs read it too).

/** A study mode: one widget, one custom element (`kalima-${mode}`), one site route. */
export type StudyMode = 'words' | 'flashcards' | 'learn' | 'test' | 'match' | 'review'

/** Every study mode, in the order the mode bar shows them. */
export const STUDY_MODES: readonly StudyMode[] = Object.freeze([
  'words',
  'flashcards',
  'learn',
  'test',
  'match',
  'review',
])

/** A mode that studies one deck (Review draws from every studied word instead). */
export type DeckMode = Exclude<StudyMode, 'review'>

/** The modes that study one deck, in mode-bar order (the site's deck routes). */
export const DECK_MODES: readonly DeckMode[] = Object.freeze(
  STUDY_MODES.filter((m): m is DeckMode => m !== 'review'),
)

/** Whether a value names a study mode. */
export const isStudyMode = (value: unknown): value is StudyMode =>
  typeof value === 'string' && (STUDY_MODES as readonly string[]).includes(value)

// The kinds of exercise, apart from the practice machine: an element reads its `kind`
// attribute with them without fetching the machine.

/**
 * The kinds of exercise a session mixes: recognise (the Arabic → its meaning among 4),
 * reverse (the meaning → the Arabic among 4), listen (hear the word → its meaning among 4),
 * type (the Arabic shown → type its meaning; not the transliteration, which reading gives),
 * listen-type (hear the word, the Arabic hidden → type its meaning), forms (a form the word
 * takes in the Quran → its meaning), fill (the word's verse with a gap → the word) and recall
 * (the Arabic alone → "Show meaning" → the learner grades it Again, Hard, Good or Easy).
 */
export type ExerciseKind =
  | 'recognise'
  | 'reverse'
  | 'listen'
  | 'type'
  | 'listen-type'
  | 'forms'
  | 'fill'
  | 'recall'

/** Every exercise kind, from recognition to recall. */
export const EXERCISE_KINDS: readonly ExerciseKind[] = [
  'recognise',
  'reverse',
  'listen',
  'type',
  'listen-type',
  'forms',
  'fill',
  'recall',
]

/** Whether a kind is answered by typing the meaning in a text field (type, listen-type), not among options. */
export const isTypedKind = (kind: ExerciseKind): boolean =>
  kind === 'type' || kind === 'listen-type'

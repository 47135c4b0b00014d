// The kinds of exercise, apart from the practice machine: an element reads its `kind`
// attribute with them without fetching the machine.

/**
 * The kinds of exercise a session mixes: recognise (the Arabic → its meaning among 4),
 * reverse (the meaning → the Arabic among 4), listen (hear the word → its meaning), type
 * (type the meaning or the transliteration), forms (a form the word takes in the Quran → its
 * meaning) and fill (the word's verse with a gap → the word).
 */
export type ExerciseKind = 'recognise' | 'reverse' | 'listen' | 'type' | 'forms' | 'fill'

/** Every exercise kind, from recognition to recall. */
export const EXERCISE_KINDS: readonly ExerciseKind[] = [
  'recognise',
  'reverse',
  'listen',
  'type',
  'forms',
  'fill',
]

// Test fixtures only (not exported from the package).
import type { StudyWord } from './machine'

/** n small words with distinct meanings: w1 … wn. */
export const makeWords = (n: number, prefix = 'w'): StudyWord[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    arabic: `ع${i + 1}`,
    meaning: `meaning ${i + 1}`,
  }))

/** Sends events in order, collecting every effect. */
export const drive = <S, E, F>(
  step: (s: S, e: E) => { state: S; effects: F[] },
  state: S,
  events: E[],
): { state: S; effects: F[] } => {
  const effects: F[] = []
  let s = state
  for (const e of events) {
    const r = step(s, e)
    s = r.state
    effects.push(...r.effects)
  }
  return { state: s, effects }
}

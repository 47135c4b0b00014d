import { TONE_CORRECT_HZ, TONE_DURATION_S, TONE_GAIN, TONE_WRONG_HZ } from '../constants'

/** Sounds a study mode asks for. */
export type Tone = 'correct' | 'wrong' | 'match' | 'mismatch'

/** Sound effects (a Web Audio oscillator in browsers). */
export interface Sound {
  /** Plays a tone; does nothing when sound effects are off. */
  play: (tone: Tone) => void
}

/** How a tone sounds: an oscillator sweeping from one frequency to another. */
export interface ToneSpec {
  fromHz: number
  toHz: number
  durationS: number
  gain: number
}

const up: ToneSpec = {
  fromHz: TONE_CORRECT_HZ.from,
  toHz: TONE_CORRECT_HZ.to,
  durationS: TONE_DURATION_S,
  gain: TONE_GAIN,
}
const down: ToneSpec = {
  fromHz: TONE_WRONG_HZ.from,
  toHz: TONE_WRONG_HZ.to,
  durationS: TONE_DURATION_S,
  gain: TONE_GAIN,
}

/** The tone of each sound effect, as in the original app. */
export const TONES: Readonly<Record<Tone, ToneSpec>> = {
  correct: up,
  match: up,
  wrong: down,
  mismatch: down,
}

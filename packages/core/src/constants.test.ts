import * as c from './constants'
import { TONES } from './ports/sound'

describe('constants of §9', () => {
  it('keeps the original timings, sizes and tones', () => {
    expect(c).toMatchObject({
      KNOWN_STABILITY_DAYS: 21,
      FEEDBACK_MS: 1000,
      SHOW_ANSWER_MS: 1500,
      DEFAULT_MESSAGES_DURATION: 1500,
      LEARN_OPTIONS: 4,
      MATCH_WORDS_PER_STAGE: 10,
      MATCH_STAGES: 5,
      MATCH_WRONG_RESET_MS: 1000,
      TIMER_STEP_MS: 1000,
      TONE_CORRECT_HZ: { from: 1200, to: 1400 },
      TONE_WRONG_HZ: { from: 250, to: 200 },
      TONE_DURATION_S: 0.3,
      TONE_GAIN: 0.3,
      SPEECH_LANG: 'ar-SA',
      SIGN_IN_REDIRECT_MS: 500,
      AUTO_LOGIN_DELAY_MS: 1000,
      SERVER_TIMEOUT_MS: 70000,
      FEEDBACK_RATING_DEFAULT: 5,
      DAILY_NEW_WORDS_TARGET: 20,
      LESSON_SIZE: 50,
      LESSON_COUNT: 12,
    })
    expect(c.SHARE_GRADIENTS).toHaveLength(c.SHARE_GRADIENT_COUNT)
    expect(c.SHARE_GRADIENT_COUNT).toBe(6)
    expect(new Set(c.SHARE_GRADIENTS).size).toBe(6)
  })

  it('maps each tone to its sweep', () => {
    expect(TONES.correct).toEqual({ fromHz: 1200, toHz: 1400, durationS: 0.3, gain: 0.3 })
    expect(TONES.match).toEqual(TONES.correct)
    expect(TONES.wrong).toEqual({ fromHz: 250, toHz: 200, durationS: 0.3, gain: 0.3 })
    expect(TONES.mismatch).toEqual(TONES.wrong)
  })
})

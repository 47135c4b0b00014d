/** Timing and business constants of the original app (original-app.md §9), kept exactly. */

/**
 * A word is known (issue 45; not the original app's "3 correct answers ever", which one Learn
 * session reached and which never faded) while its review card's FSRS stability is at least
 * this many days and the card is not yet due (FSRS's stability: the days after a review at
 * which the chance of recalling the word falls to 90 %; 21 days, three weeks). Once due it
 * fades back to learning until it is reviewed again (`isKnown` in progress/counts.ts).
 */
export const KNOWN_STABILITY_DAYS = 21
/** Words in each lesson. */
export const LESSON_SIZE = 50
/** Number of lessons. */
export const LESSON_COUNT = 12
/** Delay of correct and wrong feedback in Learn, ms. */
export const FEEDBACK_MS = 1000
/** How long Show Answer reveals the meaning in Learn, ms. */
export const SHOW_ANSWER_MS = 1500
/** Default duration of Test messages (settings.messagesDuration), ms. */
export const DEFAULT_MESSAGES_DURATION = 1500
/** Answer options in Learn: the right meaning plus 3 distractors. */
export const LEARN_OPTIONS = 4
/** Words per Match stage (20 cards). */
export const MATCH_WORDS_PER_STAGE = 10
/** Stages per 50-word deck in Match. */
export const MATCH_STAGES = 5
/** Delay before a wrong Match pair clears, ms. */
export const MATCH_WRONG_RESET_MS = 1000
/** Step of the Test and Match timers, ms. */
export const TIMER_STEP_MS = 1000
/** Frequencies of the correct/match tone: from 1200 Hz to 1400 Hz. */
export const TONE_CORRECT_HZ = { from: 1200, to: 1400 } as const
/** Frequencies of the wrong/mismatch tone: from 250 Hz to 200 Hz. */
export const TONE_WRONG_HZ = { from: 250, to: 200 } as const
/** Duration of every tone, seconds. */
export const TONE_DURATION_S = 0.3
/** Gain of every tone. */
export const TONE_GAIN = 0.3
/** Language of speech synthesis for Arabic words. */
export const SPEECH_LANG = 'ar-SA'
/** Delay before going to the home screen after sign-in, ms. */
export const SIGN_IN_REDIRECT_MS = 500
/** Delay before the automatic login after sign-up, ms. */
export const AUTO_LOGIN_DELAY_MS = 1000
/** Time-out of server calls, ms (the original's callable function time-out). */
export const SERVER_TIMEOUT_MS = 70000
/** Default rating of the feedback form. */
export const FEEDBACK_RATING_DEFAULT = 5
/** Rating range of the feedback form. */
export const FEEDBACK_RATING_RANGE = { min: 1, max: 5 } as const
/**
 * The pass mark of a Test (issue 45; not the original app's, which congratulated every
 * finished Test): the share of its words the learner must get right at their first answer,
 * 0.8 = 80 % (40 of 50). Below it the Test is not passed and its result offers a Review of
 * the words missed first (`testVerdict` in progress/test-score.ts).
 */
export const TEST_PASS_MARK = 0.8
/** Words in one Review session at most (the learner starts another for more). */
export const REVIEW_SESSION_LIMIT = 20
/** Daily target of new words shown by the study assistant. */
export const DAILY_NEW_WORDS_TARGET = 20
/** Weeks shown in the activity heatmap. */
export const HEATMAP_WEEKS = 12
/** Number of gradients offered by the share dialog. */
export const SHARE_GRADIENT_COUNT = 6
/** Backgrounds of the share image, one per choice in the share dialog. */
export const SHARE_GRADIENTS: readonly string[] = [
  'linear-gradient(135deg, #667eea 0%, #764ba2 100%)',
  'linear-gradient(135deg, #f093fb 0%, #f5576c 100%)',
  'linear-gradient(135deg, #4facfe 0%, #00f2fe 100%)',
  'linear-gradient(135deg, #43e97b 0%, #38f9d7 100%)',
  'linear-gradient(135deg, #fa709a 0%, #fee140 100%)',
  'linear-gradient(135deg, #30cfd0 0%, #330867 100%)',
]

// The scheduler (ts-fsrs, a chunk of its own in the site and the embed) is fetched with the
// first answer, not with the page. Until it is there, an answer counts at once and its card is
// graded as soon as it comes, in the order the answers were given; once it is there (and no
// earlier answer still waits for it), an answer is counted and graded in one change.
import type { LocalTime } from '../progress/record'
import type { WordId } from '../progress/types'
import type { ReviewGrade } from '../schedule/grades'
import type { ProgressOp } from './progress-ops'

/** The scheduler module (core's `schedule`). */
export type Scheduler = typeof import('../schedule')

let scheduler: Promise<Scheduler> | undefined
/** The scheduler module once fetched: answers are then graded at once. */
let schedulerLoaded: Scheduler | undefined

/** The scheduler module, fetched once for the page (every store shares it). */
export const loadScheduler = (): Promise<Scheduler> => {
  scheduler ??= import('../schedule').then((m) => {
    schedulerLoaded = m
    return m
  })
  return scheduler
}

/** The scheduler module if it has been fetched, else undefined (see `OpContext.scheduler`). */
export const loadedScheduler = (): Scheduler | undefined => schedulerLoaded

/** How one answer is to be counted (see the store's `AttemptOptions`). */
export interface AnswerGrading {
  /** The learner's desired retention, when given: the scheduler's default otherwise. */
  retention?: number
  /** Whether the answer grades the word's card (false: it was graded already). */
  schedule: boolean
  /** The grade given to the card; without it, right is Good and wrong is Again. */
  grade?: ReviewGrade
}

/** A store's answers turned into changes, graded now or once the scheduler is fetched. */
export interface Grading {
  /** Counts an answer given at `t` now (through `update`), grading its card now or later. */
  answer(wordId: WordId, correct: boolean, t: LocalTime, grading: AnswerGrading): void
  /** Settles once every answer given so far has its card graded (or could not have it). */
  settled(): Promise<void>
}

/** The grading of the answers given to one store, each change made through `update`. */
export function createGrading(update: (op: ProgressOp) => void): Grading {
  let grading: Promise<void> = Promise.resolve()
  let waitingGrades = 0
  return {
    answer: (wordId, correct, t, { retention, schedule, grade }) => {
      const r = {
        ...(retention === undefined ? {} : { r: retention }),
        ...(grade === undefined ? {} : { g: grade }),
      }
      // The device id is read when the change is applied: after loading, the settled one.
      if (!schedule) {
        update({ k: 'attempt', w: wordId, c: correct, t })
        return
      }
      if (schedulerLoaded && waitingGrades === 0) {
        // The scheduler is here and no earlier answer waits for it: one change, at once.
        update({ k: 'answer', w: wordId, c: correct, t, ...r })
        return
      }
      // The attempt counts at once, its card is graded as soon as the scheduler is there.
      update({ k: 'attempt', w: wordId, c: correct, t })
      waitingGrades++
      grading = grading
        .then(loadScheduler)
        .then(() => update({ k: 'grade', w: wordId, c: correct, now: t.now, ...r }))
        .catch(() => {
          // Offline before the scheduler was ever fetched: the attempt is kept and counted;
          // the word is then due at once (an answered word without a card is due).
        })
        .finally(() => {
          waitingGrades--
        })
    },
    settled: () => grading,
  }
}

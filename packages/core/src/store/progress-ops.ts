// A tab's changes to the progress record as data (the record operations, pure): what the
// progress store applies to whatever record its changes land on, and what its journal keeps of
// them when the page is left before they are written. Each change carries its tab and its
// number in that tab, and the stored record's marks (tab-marks.ts) say how many of each tab's
// changes it holds: a change is applied once, by the tab that made it or by the next page that
// takes it from the journal, never twice.
import { merge } from '../progress/merge'
import {
  addTimeSpent,
  type LocalTime,
  markViewed,
  recordAttempt,
  recordTestResult,
  setReviewCard,
  touchDeck,
} from '../progress/record'
import type { DeckId, DeviceId, Progress, ReviewCard, TestResult, WordId } from '../progress/types'
import { isReviewGrade, type ReviewGrade } from '../schedule/grades'
import { isSeq, isTabId, type TabSeqs } from './tab-marks'

/** One change to a progress record, as data (see {@link applyOp}). */
export type ProgressOp =
  /** An answer counted, its card not graded (yet). */
  | { k: 'attempt'; w: WordId; c: boolean; t: LocalTime }
  /** An answer counted and its card graded (the scheduler's `recordAnswer`). */
  | { k: 'answer'; w: WordId; c: boolean; t: LocalTime; r?: number; g?: ReviewGrade }
  /** The card of an answer counted earlier graded (the scheduler's `gradeAnswer`). */
  | { k: 'grade'; w: WordId; c: boolean; now: number; r?: number; g?: ReviewGrade }
  | { k: 'viewed'; w: WordId; now: number }
  | { k: 'time'; w: WordId; ms: number; now: number }
  | { k: 'deck'; d: DeckId; now: number; mode?: string }
  | { k: 'test'; d: DeckId; result: TestResult }
  | { k: 'card'; w: WordId; card: ReviewCard }
  /** A word added to Review (the scheduler's `addToReview`). */
  | { k: 'review'; w: WordId; now: number }
  /** Another record merged in: the server's, a copy's, or a reset (merging is idempotent). */
  | { k: 'merge'; record: Progress }
  /** The record's reset moved as the server moved it (see `moveEpoch`). */
  | { k: 'follow' }

/** A change made by a tab: `seq` counts that tab's changes from 1, in the order it made them. */
export interface ProgressChange {
  tab: string
  seq: number
  op: ProgressOp
}

/** What applying a change needs besides the record. */
export interface OpContext {
  /** The id the answers are counted under (the store's, read as the change is applied). */
  deviceId: DeviceId
  /** Moves a record's reset as the server moved it. */
  follow: (p: Progress) => Progress
  /**
   * The scheduler, once fetched. Without it an answer is counted without grading its card
   * (the word is then due at once) and a grade or an addition to Review is left out: what a
   * page offline before it ever fetched the scheduler does.
   */
  scheduler?: typeof import('../schedule')
}

/** `p` with `op` applied. */
export function applyOp(p: Progress, op: ProgressOp, ctx: OpContext): Progress {
  const { scheduler } = ctx
  switch (op.k) {
    case 'attempt':
      return recordAttempt(p, op.w, op.c, op.t, ctx.deviceId)
    case 'answer':
      return scheduler
        ? scheduler.recordAnswer(p, op.w, op.c, op.t, ctx.deviceId, op.r, op.g)
        : recordAttempt(p, op.w, op.c, op.t, ctx.deviceId)
    case 'grade':
      return scheduler ? scheduler.gradeAnswer(p, op.w, op.c, op.now, op.r, op.g) : p
    case 'viewed':
      return markViewed(p, op.w, op.now)
    case 'time':
      return addTimeSpent(p, op.w, op.ms, op.now)
    case 'deck':
      return touchDeck(p, op.d, op.now, op.mode)
    case 'test':
      return recordTestResult(p, op.d, op.result)
    case 'card':
      return setReviewCard(p, op.w, op.card)
    case 'review':
      return scheduler ? scheduler.addToReview(p, op.w, op.now) : p
    case 'merge':
      return merge(ctx.follow(p), ctx.follow(op.record))
    case 'follow':
      return ctx.follow(p)
  }
}

/** Whether applying `op` needs the scheduler. */
export const needsScheduler = (op: ProgressOp): boolean =>
  op.k === 'answer' || op.k === 'grade' || op.k === 'review'

/**
 * `from` with the changes of `list` applied in order, each only when `seqs` says the record
 * does not hold it yet; `seqs` is updated with each change applied.
 */
export function applyChanges(
  from: Progress,
  list: readonly ProgressChange[],
  seqs: TabSeqs,
  ctx: OpContext,
): Progress {
  let p = from
  for (const change of list) {
    if (change.seq <= (seqs[change.tab] ?? 0)) continue
    seqs[change.tab] = change.seq
    p = applyOp(p, change.op, ctx)
  }
  return p
}

/**
 * Each op's fields and their kinds: `s` text, `b` boolean, `n` a finite number, `t` a time
 * (ms, ≥ 0), `l` a local time, `o` an object (records, cards and results are checked by the
 * caller's replay, `validateProgress`), `g` a review grade; `?` optional.
 */
const FIELDS: Record<ProgressOp['k'], string> = {
  attempt: 'w:s c:b t:l',
  answer: 'w:s c:b t:l r:n? g:g?',
  grade: 'w:s c:b now:t r:n? g:g?',
  viewed: 'w:s now:t',
  review: 'w:s now:t',
  time: 'w:s ms:n now:t',
  deck: 'd:s now:t mode:s?',
  test: 'd:s result:o',
  card: 'w:s card:o',
  merge: 'record:o',
  follow: '',
}

const isObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null
const KINDS: Record<string, (u: unknown) => boolean> = {
  s: (u) => typeof u === 'string' && u.length > 0 && u.length <= 200,
  b: (u) => typeof u === 'boolean',
  n: Number.isFinite,
  t: (u) => Number.isFinite(u) && (u as number) >= 0,
  l: (u) => isObject(u) && KINDS.t?.(u.now) === true && Number.isFinite(u.utcOffsetMinutes),
  o: isObject,
  g: isReviewGrade,
}

/** Whether `u` is a well-formed op (see {@link FIELDS}). */
function isOp(u: unknown): u is ProgressOp {
  const fields: unknown = isObject(u) ? FIELDS[u.k as ProgressOp['k']] : undefined
  if (!isObject(u) || typeof fields !== 'string') return false
  return (fields.match(/\S+/g) ?? []).every((field) => {
    const [name = '', kind = ''] = field.split(':')
    const value = u[name]
    return (kind.endsWith('?') && value === undefined) || KINDS[kind[0] ?? '']?.(value) === true
  })
}

/**
 * The changes a journal entry holds, or undefined when any of them is malformed (the whole
 * entry is then left out: its changes are a sequence, and a gap would skew the marks).
 */
export function parseChanges(u: unknown): ProgressChange[] | undefined {
  if (!Array.isArray(u)) return undefined
  const changes: ProgressChange[] = []
  for (const item of u) {
    const { tab, seq, op } = (item ?? {}) as Partial<ProgressChange>
    if (!isTabId(tab) || !isSeq(seq) || !isOp(op)) return undefined
    changes.push({ tab, seq, op })
  }
  return changes
}

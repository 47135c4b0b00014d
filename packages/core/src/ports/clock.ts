/** The current time, injected so rules stay pure and tests deterministic. */
export interface Clock {
  /** ms since epoch. */
  now: () => number
  /** Minutes to add to UTC to get the learner's local time. */
  utcOffsetMinutes: () => number
}

/** The system clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  utcOffsetMinutes: () => -new Date().getTimezoneOffset(),
}

/** A clock that stays where it is set (for tests and stories). */
export const fixedClock = (
  now: number,
  utcOffsetMinutes = 0,
): Clock & { set: (ms: number) => void } => {
  let current = now
  return {
    now: () => current,
    utcOffsetMinutes: () => utcOffsetMinutes,
    set: (ms) => {
      current = ms
    },
  }
}

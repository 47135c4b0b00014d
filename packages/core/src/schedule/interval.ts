// How long until a word is due again, as a grade button of Review shows it ("10 min", "3 d").

/** The unit an interval is shown in. */
export type IntervalUnit = 'minute' | 'hour' | 'day' | 'month'

/**
 * An interval of `ms` milliseconds rounded as a learner reads it: whole minutes under an hour
 * (at least 1), hours under a day, days under 60, then months of 30 days.
 */
export function dueInterval(ms: number): { value: number; unit: IntervalUnit } {
  const minutes = Math.max(1, Math.round(ms / 60_000))
  if (minutes < 60) return { value: minutes, unit: 'minute' }
  const hours = Math.round(minutes / 60)
  if (hours < 24) return { value: hours, unit: 'hour' }
  const days = Math.round(hours / 24)
  if (days < 60) return { value: days, unit: 'day' }
  return { value: Math.round(days / 30), unit: 'month' }
}

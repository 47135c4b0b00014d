// When the engine's next push runs: one timer, set for the debounce after a change, for a retry
// after a failure (exponential backoff with jitter), or at once on sign-in; cancelled by a
// flush, a sign-out and `dispose`.

/** Timers the engine uses; inject fakes in tests. */
export interface SyncClock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The system's clock and timers. */
export const systemSyncClock: SyncClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** The backoff's bounds (see `SyncOptions`). */
export interface RetryTimings {
  /** First retry delay, ms (doubles each failure). */
  retryInitialMs: number
  /** Longest retry delay, ms. */
  retryMaxMs: number
}

/**
 * The delay before the retry after `failures` failed pushes in a row (1 or more):
 * `retryInitialMs` doubled with each failure after the first, at most `retryMaxMs`, then
 * spread by ±20% with `random` (in [0, 1)) so devices that failed together do not retry
 * together.
 */
export function retryDelay(failures: number, timings: RetryTimings, random: () => number): number {
  const base = Math.min(timings.retryMaxMs, timings.retryInitialMs * 2 ** (failures - 1))
  return Math.round(base * (0.8 + 0.4 * random()))
}

/** The engine's one timer. */
export interface PushTimer {
  /** Runs the push in `ms`, replacing the one scheduled; nothing once disposed. */
  schedule(ms: number): void
  /** Cancels the scheduled push, if any. */
  cancel(): void
  /** Cancels it for good. */
  dispose(): void
}

/** The timer that runs `push` on `clock`. */
export function createPushTimer(clock: SyncClock, push: () => void): PushTimer {
  let timer: unknown = null
  let disposed = false
  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }
  return {
    schedule: (ms) => {
      cancel()
      if (disposed) return
      timer = clock.setTimeout(() => {
        timer = null
        push()
      }, ms)
    },
    cancel,
    dispose: () => {
      disposed = true
      cancel()
    },
  }
}

import fc from 'fast-check'
import { createPushTimer, retryDelay, type SyncClock } from './push-timer'

describe('retry delay', () => {
  const timings = { retryInitialMs: 1000, retryMaxMs: 300_000 }

  it('doubles with each failure up to the longest delay, spread by ±20%', () => {
    const middle = () => 0.5
    expect([1, 2, 3, 4].map((f) => retryDelay(f, timings, middle))).toEqual([
      1000, 2000, 4000, 8000,
    ])
    expect(retryDelay(30, timings, middle)).toBe(300_000)
    expect(retryDelay(1, timings, () => 0)).toBe(800)
    expect(retryDelay(1, timings, () => 0.999_999)).toBe(1200)
  })

  it('property: within ±20% of min(longest, first × 2^(failures−1)), never shorter after more failures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (failures, retryInitialMs, retryMaxMs, r) => {
          const bounds = { retryInitialMs, retryMaxMs }
          const base = Math.min(retryMaxMs, retryInitialMs * 2 ** (failures - 1))
          const delay = retryDelay(failures, bounds, () => r)
          expect(delay).toBeGreaterThanOrEqual(Math.floor(base * 0.8))
          expect(delay).toBeLessThanOrEqual(Math.ceil(base * 1.2))
          // The same draw of jitter: a later retry never comes sooner.
          expect(retryDelay(failures + 1, bounds, () => r)).toBeGreaterThanOrEqual(delay)
        },
      ),
    )
  })
})

describe('push timer', () => {
  /** A clock whose timers run when `run` is called. */
  const manualClock = () => {
    const timers = new Map<number, { ms: number; callback: () => void }>()
    let next = 1
    const clock: SyncClock & { run(): void; pending(): number[] } = {
      now: () => 0,
      setTimeout: (callback, ms) => {
        timers.set(next, { ms, callback })
        return next++
      },
      clearTimeout: (handle) => void timers.delete(handle as number),
      run: () => {
        for (const [id, { callback }] of [...timers]) {
          timers.delete(id)
          callback()
        }
      },
      pending: () => [...timers.values()].map(({ ms }) => ms),
    }
    return clock
  }

  it('keeps one push scheduled, the latest, and none after cancel or dispose', () => {
    const clock = manualClock()
    let pushes = 0
    const timer = createPushTimer(clock, () => pushes++)
    timer.schedule(2000)
    timer.schedule(10)
    expect(clock.pending()).toEqual([10])
    clock.run()
    expect(pushes).toBe(1)
    timer.schedule(10)
    timer.cancel()
    clock.run()
    expect(pushes).toBe(1)
    timer.schedule(10)
    timer.dispose()
    timer.schedule(10)
    expect(clock.pending()).toEqual([])
  })
})

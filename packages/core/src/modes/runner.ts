import type { AfterEffect, Machine } from './machine'

/** Handlers of the effects a runner does not run itself, keyed by effect type. */
export type EffectHandlers<F extends { type: string }> = {
  [K in F['type']]?: (effect: Extract<F, { type: K }>) => void
}

/** A running machine: send events, read and watch its state. */
export interface MachineRunner<S, E> {
  send: (event: E) => void
  getState: () => S
  /** Calls `listener` after each state change; returns an unsubscribe function. */
  subscribe: (listener: (state: S) => void) => () => void
  /** Replaces the state (e.g. with a fresh session) and cancels pending timeouts. */
  reset: (state: S) => void
  /** Cancels pending timeouts and stops listening. */
  dispose: () => void
}

/** Options of a runner. */
export interface RunnerOptions {
  /** Current time for the machine's start event; Date.now by default. */
  now?: () => number
  /** Timer functions; the globals by default. */
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (id: unknown) => void
}

/**
 * Runs a machine in an imperative shell: `after` effects become timeouts that send their
 * event back (cancelled on reset and dispose); other effects go to `handlers`.
 */
export const createMachineRunner = <S, E, F extends { type: string }>(
  machine: Machine<S, E, F>,
  initial: S,
  handlers: EffectHandlers<F> = {},
  options: RunnerOptions = {},
): MachineRunner<S, E> => {
  const set = options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms))
  const clear =
    options.clearTimeout ??
    ((id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>))
  let state = initial
  let disposed = false
  const timers = new Set<unknown>()
  const listeners = new Set<(state: S) => void>()

  const cancelTimers = () => {
    for (const id of timers) clear(id)
    timers.clear()
  }

  const run = (effect: F) => {
    if (effect.type === 'after') {
      const after = effect as unknown as AfterEffect<E>
      const id = set(() => {
        timers.delete(id)
        send(after.event)
      }, after.ms)
      timers.add(id)
      return
    }
    const handler = handlers[effect.type as F['type']] as ((e: F) => void) | undefined
    handler?.(effect)
  }

  const send = (event: E) => {
    if (disposed) return
    const result = machine.step(state, event)
    const changed = result.state !== state
    state = result.state
    for (const effect of result.effects) run(effect)
    if (changed) for (const listener of listeners) listener(state)
  }

  if (machine.start) send(machine.start((options.now ?? Date.now)()))

  return {
    send,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reset: (next) => {
      cancelTimers()
      state = next
      if (machine.start) send(machine.start((options.now ?? Date.now)()))
      for (const listener of listeners) listener(state)
    },
    dispose: () => {
      disposed = true
      cancelTimers()
      listeners.clear()
    },
  }
}

import {
  type AnswerReport,
  answerOf,
  createMachineRunner,
  type Machine,
  type MachineRunner,
  type ReviewCard,
  type ReviewGrade,
  retentionOf,
  type Settings,
  type TestResult,
  type VerseRef,
  wordAudioUrl,
} from '@kalima/core'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useKalima } from './useKalima'

/** Options of {@link useMode}. */
export interface UseModeOptions<R> {
  /** Effective settings (sound effects on or off). */
  settings: Settings
  /** Called after each answer the machine reports (core's `answerOf`). */
  onAnswer?: (answer: AnswerReport) => void
  /** Called once when the session completes, with the machine's result. */
  onComplete?: (result: R) => void
  /** Whether attempts, views and test results are written to the progress store (default true). */
  recordProgress?: boolean
  /**
   * Values the session is built from (the words, a duration…): on mount and whenever one
   * of them changes, the session restarts with `create(previous state)`. Without it the
   * session is only built once.
   */
  restartOn?: readonly unknown[]
}

/** A running mode: its state, a way to send events, and a way to restart. */
export interface ModeHandle<S, E> {
  state: S
  send: (event: E) => void
  /** Replaces the session (e.g. new words, Try Again) and cancels pending timeouts. */
  reset: (state: S) => void
  /**
   * True while `restartOn` has changed but the session has not yet been rebuilt from it
   * (one render): `state` is the previous session's, which a widget should not show.
   */
  restarting: boolean
}

/** Whether two lists of `restartOn` values hold the same values, one by one. */
const sameValues = (a: readonly unknown[] | undefined, b: readonly unknown[] | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.length === b.length &&
    a.every((v, i) => Object.is(v, b[i])))

type AnyEffect = { type: string; [key: string]: unknown }

/**
 * Runs a core machine with its runner and executes its effects: tones through the Sound
 * port (when sound effects are on), speech, progress records, and the callbacks.
 */
export function useMode<S, E, F extends { type: string }, R = unknown>(
  machine: Machine<S, E, F>,
  create: (previous?: S) => S,
  options: UseModeOptions<R>,
): ModeHandle<S, E> {
  const kalima = useKalima()
  const latest = useRef({ options, kalima })
  latest.current = { options, kalima }
  // The `restartOn` values the running session was built from.
  const builtFrom = useRef(options.restartOn)

  const report = (effect: AnyEffect) => {
    const answer = answerOf(effect)
    if (answer) latest.current.options.onAnswer?.(answer)
  }

  const make = () => {
    // The start event is sent from an effect, never during render.
    const bare: Machine<S, E, F> = { step: machine.step }
    builtFrom.current = latest.current.options.restartOn
    const runner = createMachineRunner<S, E, AnyEffect>(
      bare as unknown as Machine<S, E, AnyEffect>,
      create(),
      {
        tone: (e) => {
          const { options: o, kalima: k } = latest.current
          if (o.settings.soundEffects) k.sound.play(e.tone as 'correct')
        },
        speak: (e) => {
          const { kalima: k } = latest.current
          const at = e.at as VerseRef | undefined
          const speak = () => k.speech.speak(String(e.text), String(e.lang))
          // A word-audio source plays the recitation; the browser's voice if it cannot.
          if (k.wordAudio && at) k.audio.play(wordAudioUrl(k.wordAudio, at)).catch(speak)
          else speak()
        },
        record: (e) => {
          const { options: o, kalima: k } = latest.current
          if (o.recordProgress !== false)
            k.progress.getState().recordAttempt(String(e.wordId), Boolean(e.correct), {
              retention: retentionOf(o.settings),
              schedule: e.graded !== true && e.practice !== true,
              ...(e.grade === undefined ? {} : { grade: e.grade as ReviewGrade }),
            })
          report(e)
        },
        answer: report,
        viewed: (e) => {
          const { options: o, kalima: k } = latest.current
          if (o.recordProgress !== false) k.progress.getState().markViewed(String(e.wordId))
        },
        timeSpent: (e) => {
          const { options: o, kalima: k } = latest.current
          if (o.recordProgress !== false)
            k.progress.getState().addTimeSpent(String(e.wordId), Number(e.ms))
        },
        review: (e) => {
          const { options: o, kalima: k } = latest.current
          if (o.recordProgress !== false) {
            k.progress.getState().setReviewCard(String(e.wordId), e.card as ReviewCard)
          }
        },
        saveTest: (e) => {
          const { options: o, kalima: k } = latest.current
          if (o.recordProgress !== false)
            k.progress.getState().recordTestResult(String(e.deckId), e.result as TestResult)
        },
        complete: (e) => latest.current.options.onComplete?.(e.result as R),
      },
    ) as unknown as MachineRunner<S, E>
    return { runner, disposed: false }
  }

  const [handle, setHandle] = useState(make)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one runner per mounted widget
  useEffect(() => {
    let current = handle
    if (current.disposed) {
      current = make()
      setHandle(current)
      return
    }
    if (machine.start) current.runner.send(machine.start(latest.current.kalima.now()))
    return () => {
      current.disposed = true
      current.runner.dispose()
    }
  }, [handle])

  const state = useSyncExternalStore(
    handle.runner.subscribe,
    handle.runner.getState,
    handle.runner.getState,
  )
  const reset = (next: S) => {
    handle.runner.reset(next)
    if (machine.start) handle.runner.send(machine.start(latest.current.kalima.now()))
  }
  // One restart for each change of a value in `restartOn` (compared one by one).
  const restartOn = useRef<{ values?: readonly unknown[]; count: number }>({ count: 0 })
  const values = options.restartOn
  const previous = restartOn.current.values
  if (values !== undefined && (previous === undefined || !sameValues(values, previous))) {
    restartOn.current = { values, count: restartOn.current.count + 1 }
  }
  const restarts = restartOn.current.count
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session restarts when `restartOn` changes
  useEffect(() => {
    if (restarts === 0) return
    builtFrom.current = latest.current.options.restartOn
    reset(create(handle.runner.getState()))
  }, [restarts])

  return {
    state,
    send: handle.runner.send,
    reset,
    restarting: values !== undefined && !sameValues(values, builtFrom.current),
  }
}

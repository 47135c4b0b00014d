import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import {
  createMachineRunner,
  type Machine,
  type MachineRunner,
  type ReviewCard,
  type Settings,
} from '../core'
import { useKalima } from './useKalima'

/** An answer as reported to `onAnswer`. */
export interface AnswerReport {
  wordId: string
  correct: boolean
}

/** Options of {@link useMode}. */
export interface UseModeOptions<R> {
  /** Effective settings (sound effects on or off). */
  settings: Settings
  /** Called after each answer the machine records. */
  onAnswer?: (answer: AnswerReport) => void
  /** Called once when the session completes, with the machine's result. */
  onComplete?: (result: R) => void
  /** Called when the machine marks a word viewed (a flashcard's meaning first shown). */
  onViewed?: (wordId: string) => void
  /** Whether attempts and views are written to the progress store (default true). */
  recordProgress?: boolean
}

/** A running mode: its state, a way to send events, and a way to restart. */
export interface ModeHandle<S, E> {
  state: S
  send: (event: E) => void
  /** Replaces the session (e.g. new words, Try Again) and cancels pending timeouts. */
  reset: (state: S) => void
}

type AnyEffect = { type: string; [key: string]: unknown }

/**
 * Runs a core machine with its runner and executes its effects: tones through the Sound
 * port (when sound effects are on), speech, progress records, and the callbacks.
 */
export function useMode<S, E, F extends { type: string }, R = unknown>(
  machine: Machine<S, E, F>,
  create: () => S,
  options: UseModeOptions<R>,
): ModeHandle<S, E> {
  const kalima = useKalima()
  const latest = useRef({ options, kalima })
  latest.current = { options, kalima }

  const make = () => {
    // The start event is sent from an effect, never during render.
    const bare: Machine<S, E, F> = { step: machine.step }
    const runner = createMachineRunner<S, E, AnyEffect>(
      bare as unknown as Machine<S, E, AnyEffect>,
      create(),
      {
        tone: (e) => {
          const { options: o, kalima: k } = latest.current
          if (o.settings.soundEffects) k.sound.play(e.tone as 'correct')
        },
        speak: (e) => latest.current.kalima.speech.speak(String(e.text), String(e.lang)),
        record: (e) => {
          const { options: o, kalima: k } = latest.current
          const answer = { wordId: String(e.wordId), correct: Boolean(e.correct) }
          if (o.recordProgress !== false)
            k.progress.getState().recordAttempt(answer.wordId, answer.correct)
          o.onAnswer?.(answer)
        },
        viewed: (e) => {
          const { options: o, kalima: k } = latest.current
          if (o.recordProgress !== false) k.progress.getState().markViewed(String(e.wordId))
          o.onViewed?.(String(e.wordId))
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
  return {
    state,
    send: handle.runner.send,
    reset: (next: S) => {
      handle.runner.reset(next)
      if (machine.start) handle.runner.send(machine.start(latest.current.kalima.now()))
    },
  }
}

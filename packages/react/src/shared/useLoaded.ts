import { useCallback, useEffect, useState } from 'react'

/** What {@link useLoaded} gives: the value, whether loading it failed, and a way to retry. */
export interface Loaded<T> {
  /** The key's value; null until it arrives, or after an error. */
  value: T | null
  /** Whether the last load of the key failed. */
  error: boolean
  /** Loads the key again (after an error: the loaders forget a failed load). */
  retry: () => void
}

/**
 * A value loaded for a key; null until the key's value arrives, or after an error. `peek`
 * gives a value already loaded (core's `peek…` functions): the first render shows it, as the
 * build's prerender does, instead of waiting for an effect.
 */
export function useLoaded<T>(
  key: string,
  load: () => Promise<T>,
  peek?: () => T | undefined,
): Loaded<T> {
  const [result, setResult] = useState<{ key: string; value: T | null; error: boolean }>(() => {
    const value = peek?.()
    return value === undefined
      ? { key: '', value: null, error: false }
      : { key, value, error: false }
  })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` loads; `attempt` asks again
  useEffect(() => {
    let live = true
    load().then(
      (value) => live && setResult({ key, value, error: false }),
      () => live && setResult({ key, value: null, error: true }),
    )
    return () => {
      live = false
    }
  }, [key, attempt])
  const retry = useCallback(() => {
    setResult({ key: '', value: null, error: false })
    setAttempt((n) => n + 1)
  }, [])
  if (result.key === key) return { ...result, retry }
  return { value: peek?.() ?? null, error: false, retry }
}

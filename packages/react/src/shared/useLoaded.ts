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

/** A value loaded for a key; null until the key's value arrives, or after an error. */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; value: T | null; error: boolean }>({
    key: '',
    value: null,
    error: false,
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
  return result.key === key ? { ...result, retry } : { value: null, error: false, retry }
}

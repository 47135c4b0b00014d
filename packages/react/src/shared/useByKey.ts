import { useMemo } from 'react'

/**
 * `value`, kept the same object for as long as `key` is unchanged: for a value made anew on
 * every render (an object prop written inline, a deck looked up again) that other hooks
 * depend on. `key` must change whenever the value's content does (e.g. its JSON).
 */
export function useByKey<T>(value: T, key: string): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value is identified by its key
  return useMemo(() => value, [key])
}

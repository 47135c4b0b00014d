import { useEffect, useState } from 'react'

/** A value loaded for a key; null until the key's value arrives, or after an error. */
export function useLoaded<T>(
  key: string,
  load: () => Promise<T>,
): { value: T | null; error: boolean } {
  const [result, setResult] = useState<{ key: string; value: T | null; error: boolean }>({
    key: '',
    value: null,
    error: false,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` loads
  useEffect(() => {
    let live = true
    load().then(
      (value) => live && setResult({ key, value, error: false }),
      () => live && setResult({ key, value: null, error: true }),
    )
    return () => {
      live = false
    }
  }, [key])
  return result.key === key ? result : { value: null, error: false }
}

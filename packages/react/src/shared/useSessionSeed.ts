import { useRef } from 'react'
import { useKalima } from '../hooks/useKalima'

/**
 * The seed of a mounted widget's session, drawn from the provider once: a restart because the
 * words changed (gained their surah forms, their meanings arrived) shuffles them the same way,
 * so the question or board on screen does not change under the learner, and a prerendered
 * page's first session is the one its HTML shows. "Start again" draws a new one itself.
 */
export function useSessionSeed(): () => number {
  const { seed } = useKalima()
  const session = useRef<number>(undefined)
  return () => {
    session.current ??= seed()
    return session.current
  }
}

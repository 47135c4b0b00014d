import { TIMER_STEP_MS } from '@kalima/core'
import { useEffect } from 'react'
import { useKalima } from '../hooks/useKalima'

/**
 * The clock of a timed mode (Test, Match): while `running`, sends `{ type: 'tick', now }`
 * every `TIMER_STEP_MS`; the machine computes the seconds from `now`.
 */
export function useTicker(running: boolean, send: (event: { type: 'tick'; now: number }) => void) {
  const { now } = useKalima()
  useEffect(() => {
    if (!running) return
    const id = setInterval(() => send({ type: 'tick', now: now() }), TIMER_STEP_MS)
    return () => clearInterval(id)
  }, [running, send, now])
}

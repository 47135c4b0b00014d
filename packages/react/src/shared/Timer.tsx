import { formatTimer } from '@kalima/core'
import { useKalima } from '../hooks/useKalima'
import { TimerIcon } from './icons'

/**
 * The elapsed time of a timed mode (Match, Test), shown m:ss beside a clock icon and read
 * by assistive technology as one `timer` with its full label. `className` adds the mode's
 * own class (its placement) to the shared `kalima-timer` look.
 */
export function Timer({ seconds, className }: { seconds: number; className?: string }) {
  const { t } = useKalima()
  const time = formatTimer(seconds)
  return (
    <span
      className={className ? `kalima-timer ${className}` : 'kalima-timer'}
      role="timer"
      aria-label={t('test.timer', { time })}
    >
      <TimerIcon />
      <span aria-hidden="true">{time}</span>
    </span>
  )
}

import { useKalima } from '../hooks/useKalima'
import { formatClock } from '../i18n'
import { TimerIcon } from './icons'

/**
 * The elapsed time of a timed mode (Match, Test), shown m:ss (in the interface language's digits) beside a clock icon and read
 * by assistive technology as one `timer` with its full label. `className` adds the mode's
 * own class (its placement) to the shared `kalima-timer` look.
 */
export function Timer({ seconds, className }: { seconds: number; className?: string }) {
  const { t, uiLanguage } = useKalima()
  const time = formatClock(seconds, uiLanguage)
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

import type { Settings } from '@kalima/core'
import {
  deviceTimeZone,
  REMINDER_HOUR_RANGE,
  reminderToggle,
  timeZoneChoices,
} from '@kalima/core/accounts'
import { useMemo } from 'react'
import { useKalima, useSettings } from '../../hooks/useKalima'

/** Props of {@link ReminderSettings}. */
export interface ReminderSettingsProps {
  /** Applies a change (the panel's: saved, stamped, reported to `onSettingsChange`). */
  change: (patch: Partial<Settings>) => void
  /** Prefix of the controls' ids. */
  id: string
  /** The heading element of the section. */
  sub: 'h3' | 'h4'
}

const HOURS = Array.from(
  { length: REMINDER_HOUR_RANGE.max - REMINDER_HOUR_RANGE.min + 1 },
  (_, i) => REMINDER_HOUR_RANGE.min + i,
)

/**
 * E-mail reminders of a signed-in learner (the server sends them: pb_hooks/reminders.pb.js):
 * the opt-in, which fills in the device's time zone when none is set, then the hour and the
 * time zone. Hours are written by Intl in the interface language, 24-hour (19:00, ১৯:০০).
 */
export function ReminderSettings({ change, id, sub: Sub }: ReminderSettingsProps) {
  const { t, uiLanguage } = useKalima()
  const { settings } = useSettings()
  const hourLabel = useMemo(() => {
    // 24-hour time (19:00, ১৯:০০): no AM/PM that a right-to-left line would put first.
    const format = new Intl.DateTimeFormat(uiLanguage, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    })
    return (hour: number) => format.format(Date.UTC(2000, 0, 1, hour))
  }, [uiLanguage])
  const zones = useMemo(() => timeZoneChoices(settings.timeZone), [settings.timeZone])
  const on = settings.reminderEmail
  return (
    <section className="kalima-settings-section" aria-labelledby={`${id}-reminders`}>
      <Sub id={`${id}-reminders`}>{t('settings.reminders')}</Sub>
      <div className="kalima-settings-row kalima-settings-switch">
        <span className="kalima-label" id={`${id}-reminderEmail`}>
          {t('settings.reminderEmail')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-reminderEmail`}
          aria-describedby={`${id}-reminderHint`}
          className="kalima-switch"
          data-state={on ? 'checked' : 'unchecked'}
          onClick={() => change(reminderToggle(settings, !on, deviceTimeZone()))}
        >
          <span className="kalima-switch-thumb" />
        </button>
      </div>
      <p id={`${id}-reminderHint`} className="kalima-settings-hint">
        {t('settings.reminderHint')}
      </p>
      {on && (
        <>
          <div className="kalima-settings-row">
            <label htmlFor={`${id}-reminderHour`} className="kalima-label">
              {t('settings.reminderHour')}
            </label>
            <select
              id={`${id}-reminderHour`}
              className="kalima-input"
              value={settings.reminderHour}
              onChange={(e) => change({ reminderHour: Number(e.target.value) })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </div>
          <div className="kalima-settings-row">
            <label htmlFor={`${id}-timeZone`} className="kalima-label">
              {t('settings.timeZone')}
            </label>
            <select
              id={`${id}-timeZone`}
              className="kalima-input"
              dir="ltr"
              value={settings.timeZone}
              onChange={(e) => change({ timeZone: e.target.value })}
            >
              {settings.timeZone === '' && <option value="" />}
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </section>
  )
}

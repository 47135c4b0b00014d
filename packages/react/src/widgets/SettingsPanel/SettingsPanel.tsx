import {
  ARABIC_FONT_FAMILIES,
  deckFromId,
  LANGUAGES,
  NEW_WORDS_SOURCES,
  SETTINGS_RANGES,
  type Settings,
  TIMER_POSITIONS,
  UI_LANGUAGE_SETTINGS,
} from '@kalima/core'
import { type ReactNode, useId } from 'react'
import { useAuth, useKalima, useLanguage, useSettings } from '../../hooks/useKalima'
import type { UiMessageId } from '../../i18n'
import { MEANING_FONT_CHOICES } from '../../provider/fonts'
import { withProvider } from '../../provider/KalimaProvider'
import { deckTitle } from '../../shared/deckTitle'
import { WidgetRoot } from '../../shared/WidgetRoot'
import { LanguageSelector } from '../LanguageSelector/LanguageSelector'
import { ProgressReset } from './ProgressReset'
import { ReminderSettings } from './ReminderSettings'
import type { SettingsPanelProps } from './types'
import './SettingsPanel.css'

export type { SettingsPanelProps } from './types'

/** Props of {@link SettingsPanel}. */

/**
 * Every setting with its range, applied at once and saved; e-mail reminders for a signed-in
 * learner; a copy of progress saved to a file or restored from one; progress reset with
 * confirmation.
 */
export const SettingsPanel = /* @__PURE__ */ withProvider(
  SettingsPanelView,
  'SettingsPanel',
  'settings',
)

/** 3-digit hex colours (#333) as the 6 digits an `<input type=color>` needs. */
const sixDigits = (hex: string) =>
  /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.slice(0, 7)

function Row({
  label,
  htmlFor,
  children,
  value,
}: {
  label: string
  htmlFor: string
  children: ReactNode
  value?: string
}) {
  return (
    <div className="kalima-settings-row">
      <label htmlFor={htmlFor} className="kalima-label">
        {label}
      </label>
      {value !== undefined && (
        <output htmlFor={htmlFor} className="kalima-settings-value">
          {value}
        </output>
      )}
      {children}
    </div>
  )
}

function SettingsPanelView(props: SettingsPanelProps) {
  const kalima = useKalima()
  const { t } = kalima
  const { settings, update, reset } = useSettings()
  const [lang] = useLanguage()
  const signedIn = useAuth().status === 'signedIn'
  const meaningFonts = MEANING_FONT_CHOICES[lang]
  const id = useId()
  const change = (patch: Partial<Settings>) => {
    update(patch)
    props.onSettingsChange?.(kalima.settings.getState().settings)
  }
  const Heading = `h${props.headingLevel ?? 2}` as const
  const Sub = `h${(props.headingLevel ?? 2) + 1}` as 'h3' | 'h4'

  const toggle = (name: keyof Settings, labelId: UiMessageId) => (
    <div className="kalima-settings-row kalima-settings-switch">
      <span className="kalima-label" id={`${id}-${name}`}>
        {t(labelId)}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={Boolean(settings[name])}
        aria-labelledby={`${id}-${name}`}
        className="kalima-switch"
        data-state={settings[name] ? 'checked' : 'unchecked'}
        onClick={() => change({ [name]: !settings[name] } as Partial<Settings>)}
      >
        <span className="kalima-switch-thumb" />
      </button>
    </div>
  )
  const slider = (
    name:
      | 'arabicFontSize'
      | 'meaningFontSize'
      | 'messagesDuration'
      | 'newWordsPerDay'
      | 'reviewsPerDay'
      | 'desiredRetention',
    labelId: UiMessageId,
    unit: 'px' | 'ms' | 'percent' | 'count',
    step = 1,
    hint?: UiMessageId,
  ) => {
    const range = SETTINGS_RANGES[name]
    return (
      <Row
        label={t(labelId)}
        htmlFor={`${id}-${name}`}
        value={t(`settings.${unit}`, { n: settings[name] })}
      >
        <input
          id={`${id}-${name}`}
          type="range"
          className="kalima-range"
          min={range.min}
          max={range.max}
          step={step}
          value={settings[name]}
          aria-describedby={hint ? `${id}-${name}-hint` : undefined}
          onChange={(e) => change({ [name]: Number(e.target.value) })}
        />
        {hint && (
          <p id={`${id}-${name}-hint`} className="kalima-settings-hint">
            {t(hint)}
          </p>
        )}
      </Row>
    )
  }
  const color = (
    name: 'arabicColor' | 'meaningColor' | 'transliterationColor',
    labelId: UiMessageId,
  ) => (
    <Row label={t(labelId)} htmlFor={`${id}-${name}`}>
      <input
        id={`${id}-${name}`}
        type="color"
        className="kalima-color"
        value={sixDigits(settings[name])}
        onChange={(e) => change({ [name]: e.target.value })}
      />
    </Row>
  )
  const select = <K extends 'timerPosition' | 'arabicFontFamily' | 'meaningFontFamily'>(
    name: K,
    labelId: UiMessageId,
    values: readonly Settings[K][],
    prefix: string,
  ) => (
    <Row label={t(labelId)} htmlFor={`${id}-${name}`}>
      <select
        id={`${id}-${name}`}
        className="kalima-input"
        value={settings[name]}
        onChange={(e) => change({ [name]: e.target.value })}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${prefix}.${v}` as UiMessageId)}
          </option>
        ))}
      </select>
    </Row>
  )

  return (
    <WidgetRoot
      name="settings"
      settings={settings}
      lang={lang}
      className={props.className}
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`} className="kalima-settings-title">
        {t('settings.title')}
      </Heading>
      {props.showLanguage !== false && (
        <section className="kalima-settings-section">
          <LanguageSelector label={t('settings.language')} />
          <Row label={t('settings.uiLanguage')} htmlFor={`${id}-uiLanguage`}>
            <select
              id={`${id}-uiLanguage`}
              className="kalima-input"
              value={settings.uiLanguage}
              onChange={(e) => change({ uiLanguage: e.target.value as Settings['uiLanguage'] })}
            >
              {UI_LANGUAGE_SETTINGS.map((v) => {
                const language = LANGUAGES.find((l) => l.code === v)
                return (
                  <option key={v} value={v} lang={language?.code}>
                    {language ? language.name : t('settings.uiLanguage.auto')}
                  </option>
                )
              })}
            </select>
          </Row>
        </section>
      )}
      <section className="kalima-settings-section" aria-labelledby={`${id}-display`}>
        <Sub id={`${id}-display`}>{t('settings.display')}</Sub>
        {toggle('darkMode', 'settings.darkMode')}
        {toggle('showRepetition', 'settings.showRepetition')}
        {toggle('showTransliteration', 'settings.showTransliteration')}
        {toggle('showTransliterationToggle', 'settings.showTransliterationToggle')}
        {toggle('soundEffects', 'settings.soundEffects')}
        {toggle('animationsEnabled', 'settings.animationsEnabled')}
        {slider('arabicFontSize', 'settings.arabicFontSize', 'px')}
        {slider('meaningFontSize', 'settings.meaningFontSize', 'px')}
        {select(
          'arabicFontFamily',
          'settings.arabicFontFamily',
          ARABIC_FONT_FAMILIES,
          'settings.arabicFontFamily',
        )}
        {meaningFonts &&
          meaningFonts.length > 1 &&
          select(
            'meaningFontFamily',
            'settings.meaningFontFamily',
            meaningFonts,
            'settings.meaningFontFamily',
          )}
        {color('arabicColor', 'settings.arabicColor')}
        {color('meaningColor', 'settings.meaningColor')}
        {color('transliterationColor', 'settings.transliterationColor')}
        {select(
          'timerPosition',
          'settings.timerPosition',
          TIMER_POSITIONS,
          'settings.timerPosition',
        )}
        {slider('messagesDuration', 'settings.messagesDuration', 'ms', 100)}
        <button
          type="button"
          className="kalima-button"
          onClick={() => {
            reset()
            props.onSettingsChange?.(kalima.settings.getState().settings)
          }}
        >
          {t('settings.resetSettings')}
        </button>
      </section>
      <section className="kalima-settings-section" aria-labelledby={`${id}-plan`}>
        <Sub id={`${id}-plan`}>{t('settings.plan')}</Sub>
        {slider('newWordsPerDay', 'settings.newWordsPerDay', 'count')}
        {slider('reviewsPerDay', 'settings.reviewsPerDay', 'count', 10)}
        {slider(
          'desiredRetention',
          'settings.desiredRetention',
          'percent',
          1,
          'settings.desiredRetentionHint',
        )}
        <Row label={t('settings.newWordsFrom')} htmlFor={`${id}-newWordsFrom`}>
          <select
            id={`${id}-newWordsFrom`}
            className="kalima-input"
            value={settings.newWordsFrom}
            onChange={(e) => change({ newWordsFrom: e.target.value as Settings['newWordsFrom'] })}
          >
            {NEW_WORDS_SOURCES.map((source) => {
              const deck = source === 'lessons' ? undefined : deckFromId(source)
              return (
                <option key={source} value={source}>
                  {deck ? deckTitle(deck, t) : t('settings.newWordsFrom.lessons')}
                </option>
              )
            })}
          </select>
        </Row>
        {toggle('showStreak', 'settings.showStreak')}
      </section>
      {signedIn && <ReminderSettings change={change} id={id} sub={Sub} />}
      {props.showProgressReset !== false && <ProgressReset {...props} sub={Sub} />}
    </WidgetRoot>
  )
}

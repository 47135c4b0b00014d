import { LANGUAGES, type Language, type LanguageCode } from '@kalima/core'
import { useId } from 'react'
import { useKalima, useLanguage } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import './LanguageSelector.css'

/** Props of {@link LanguageSelector}. */
export interface LanguageSelectorProps {
  /** Selected language (controlled); the provider's language by default. */
  value?: LanguageCode
  /** Called with the new language; the provider's language changes too unless `value` is set. */
  onValueChange?: (lang: LanguageCode) => void
  /** Languages offered; core's list by default. Disabled ones show 'Coming Soon'. */
  languages?: readonly Language[]
  /** 'select': a compact dropdown (headers); 'list': radio buttons (settings). */
  variant?: 'select' | 'list'
  /** Visible label; 'Language' by default. */
  label?: string
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean
  className?: string
}

/** Picks the meaning language, each named in its own script (no flags: a language is not a country); disabled languages show 'Coming Soon'. */
export const LanguageSelector = /* @__PURE__ */ withProvider(
  LanguageSelectorView,
  'LanguageSelector',
)

function LanguageSelectorView({
  value,
  onValueChange,
  languages = LANGUAGES,
  variant = 'select',
  label,
  hideLabel,
  className,
}: LanguageSelectorProps) {
  const { t } = useKalima()
  const [current, setLanguage] = useLanguage()
  const selected = value ?? current
  const id = useId()
  const choose = (code: LanguageCode) => {
    const lang = languages.find((l) => l.code === code)
    if (!lang?.enabled) return
    if (value === undefined) setLanguage(code)
    onValueChange?.(code)
  }
  const text = label ?? t('language.label')
  if (variant === 'select') {
    return (
      <div
        className={['kalima-language', className].filter(Boolean).join(' ')}
        data-variant="select"
      >
        <label htmlFor={id} className={hideLabel ? 'kalima-visually-hidden' : 'kalima-label'}>
          {text}
        </label>
        <select
          id={id}
          className="kalima-input"
          value={selected}
          onChange={(e) => choose(e.target.value as LanguageCode)}
        >
          {languages.map((l) => (
            <option key={l.code} value={l.code} disabled={!l.enabled} lang={l.code}>
              {`${l.name}${l.enabled ? '' : ` (${t('language.comingSoon')})`}`}
            </option>
          ))}
        </select>
      </div>
    )
  }
  return (
    <fieldset
      className={['kalima-language', className].filter(Boolean).join(' ')}
      data-variant="list"
    >
      <legend className={hideLabel ? 'kalima-visually-hidden' : 'kalima-label'}>{text}</legend>
      {languages.map((l) => (
        <label
          key={l.code}
          className="kalima-language-option"
          data-state={l.code === selected ? 'checked' : 'unchecked'}
          data-disabled={l.enabled ? undefined : ''}
        >
          <input
            type="radio"
            name={id}
            value={l.code}
            checked={l.code === selected}
            disabled={!l.enabled}
            onChange={() => choose(l.code)}
          />
          <span lang={l.code} dir={l.dir}>
            {l.name}
          </span>
          {!l.enabled && <span className="kalima-badge">{t('language.comingSoon')}</span>}
        </label>
      ))}
    </fieldset>
  )
}

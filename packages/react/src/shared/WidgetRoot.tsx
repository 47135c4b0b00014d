import type { LanguageCode, Settings } from '@kalima/core'
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { settingsStyle } from '../provider/style'

/** Props every widget shares. */
export interface WidgetBaseProps {
  /** Meaning language for this widget only; the provider's language by default. */
  language?: LanguageCode
  /** Settings for this widget only, over the learner's saved settings. */
  settings?: Partial<Settings>
  className?: string
}

interface WidgetRootProps extends HTMLAttributes<HTMLElement> {
  name: string
  settings: Settings
  lang: LanguageCode
  children?: ReactNode
  as?: 'section' | 'div' | 'form' | 'nav'
}

/** The outer element of a widget: its name, CSS variables from settings and state attributes. */
export const WidgetRoot = forwardRef<HTMLElement, WidgetRootProps>(function WidgetRoot(
  { name, settings, lang, className, style, children, as: Tag = 'section', ...rest },
  ref,
) {
  return (
    <Tag
      ref={ref as never}
      className={['kalima-widget', `kalima-${name}`, className].filter(Boolean).join(' ')}
      data-kalima-widget={name}
      style={{ ...settingsStyle(settings, lang), ...style }}
      {...rest}
    >
      {children}
    </Tag>
  )
})

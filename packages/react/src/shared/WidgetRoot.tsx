import type { LanguageCode, Settings } from '@kalima/core'
import { forwardRef, type HTMLAttributes, type ReactNode, useImperativeHandle, useRef } from 'react'
import { settingsStyle } from '../provider/style'
import { useFit } from './useFit'

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
  /**
   * Study widgets: when given, the widget's word, meaning and verse sizes shrink (the core fit
   * rule, through `--kalima-fit`) so the whole widget fits a parent of fixed height, as the
   * site's phone layout gives it; a new value (the next question) starts again from full size.
   */
  fitKey?: unknown
}

const noElement = { current: null }

/** The outer element of a widget: its name, CSS variables from settings and state attributes. */
export const WidgetRoot = forwardRef<HTMLElement, WidgetRootProps>(function WidgetRoot(
  { name, settings, lang, className, style, children, as: Tag = 'section', fitKey, ...rest },
  ref,
) {
  const own = useRef<HTMLElement>(null)
  useImperativeHandle(ref, () => own.current as HTMLElement)
  useFit(fitKey === undefined ? noElement : own, {
    within: 'container',
    variable: '--kalima-fit',
    min: 0.45,
    resetKey: fitKey,
  })
  return (
    <Tag
      ref={own as never}
      className={['kalima-widget', `kalima-${name}`, className].filter(Boolean).join(' ')}
      data-kalima-widget={name}
      data-kalima-fit={fitKey === undefined ? undefined : ''}
      style={{ ...settingsStyle(settings, lang), ...style }}
      {...rest}
    >
      {children}
    </Tag>
  )
})

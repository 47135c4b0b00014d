import type { AnswerOption, LanguageCode } from '@kalima/core'
import { useKalima } from '../hooks/useKalima'
import { ArabicText } from '../widgets/ArabicText/ArabicText'
import type { Verdict } from './AnswerMessage'
import { FitText } from './FitText'
import './AnswerOptions.css'

/** The 4 answer options of Learn and Test; keys 1–4 pick them (handled by the widget). */
export function AnswerOptions({
  options,
  chosen,
  chosenState,
  correctId,
  disabled,
  lang,
  onPick,
  script = 'meaning',
}: {
  options: readonly AnswerOption[]
  chosen: number | null
  /** How the chosen option is shown. */
  chosenState: Verdict
  /** Id of the right option, revealed (e.g. after a correct answer) or null. */
  correctId?: string | null
  disabled?: boolean
  lang: LanguageCode
  onPick: (index: number) => void
  /** What the options are written in: meanings (in `lang`, the default) or Arabic words. */
  script?: 'meaning' | 'arabic'
}) {
  const { t } = useKalima()
  return (
    <fieldset className="kalima-options">
      <legend className="kalima-visually-hidden">{t('learn.options')}</legend>
      {options.map((o, i) => {
        const state =
          chosen === i && chosenState
            ? chosenState
            : correctId && o.wordId === correctId
              ? 'correct'
              : 'idle'
        return (
          <button
            key={o.wordId}
            type="button"
            className="kalima-option"
            data-state={state}
            aria-disabled={disabled || undefined}
            aria-keyshortcuts={String(i + 1)}
            onClick={() => !disabled && onPick(i)}
          >
            <span className="kalima-option-key" aria-hidden="true">
              {i + 1}
            </span>
            {script === 'arabic' ? (
              <ArabicText className="kalima-option-text kalima-option-arabic">
                <FitText>{o.meaning}</FitText>
              </ArabicText>
            ) : (
              <span className="kalima-meaning kalima-option-text" lang={lang} dir="auto">
                <FitText>{o.meaning}</FitText>
              </span>
            )}
          </button>
        )
      })}
    </fieldset>
  )
}

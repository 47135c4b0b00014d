import { Fragment, type ReactElement, type ReactNode } from 'react'
import { useKalima } from '../hooks/useKalima'
import { type MessageValues, messageParts, type UiMessageId } from '../i18n'

/** Props of {@link RichMessage}. */
export interface RichMessageProps {
  /** The message's id. */
  id: UiMessageId
  /**
   * Its `{name}` placeholders' values: numbers (written for the interface language), texts,
   * or elements (a link, an Arabic word with its own `lang`), put in place as they are.
   */
  values: MessageValues<ReactNode>
}

/**
 * A message of the interface language whose placeholders hold elements: the text `t` would
 * give (translation, English fallback, pseudo-locale, plural form, numbers for the language),
 * with each `{name}` replaced by its value in `values`.
 */
export function RichMessage({ id, values }: RichMessageProps): ReactElement {
  const { uiLanguage } = useKalima()
  return (
    <>
      {messageParts(id, values, uiLanguage).map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed template
        <Fragment key={i}>{piece}</Fragment>
      ))}
    </>
  )
}

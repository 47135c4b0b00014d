import type { ElementType, HTMLAttributes, ReactNode } from 'react'

/** Props of {@link ArabicText}. */
export interface ArabicTextProps extends HTMLAttributes<HTMLElement> {
  /** The Arabic text, with its diacritics (or a FitText holding it). */
  children: ReactNode
  /** Element to render; a `span` by default. */
  as?: ElementType
}

/** Arabic text, always marked `lang="ar" dir="rtl"` so browsers shape it and screen readers voice it as Arabic. */
export function ArabicText({ children, as: Tag = 'span', ...rest }: ArabicTextProps) {
  return (
    <Tag lang="ar" dir="rtl" data-kalima-arabic="" {...rest}>
      {children}
    </Tag>
  )
}

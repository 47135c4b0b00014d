import { type ElementType, type HTMLAttributes, useRef } from 'react'
import { useFit } from './useFit'

/** Props of {@link FitText}. */
export interface FitTextProps extends HTMLAttributes<HTMLElement> {
  children: string
  /** Element to render; a `span` by default (shown as a block, to have a width to fit). */
  as?: ElementType
}

/**
 * Text that wraps only between words and shrinks (the core fit rule) when one word is wider
 * than its box, so no word is ever broken across lines. Its font size is `1em` of its parent
 * times `--kalima-text-fit`.
 */
export function FitText({ children, as: Tag = 'span', className, ...rest }: FitTextProps) {
  const ref = useRef<HTMLElement>(null)
  useFit(ref, { within: 'width', variable: '--kalima-text-fit', min: 0.4, resetKey: children })
  return (
    <Tag ref={ref} className={['kalima-fit-text', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  )
}

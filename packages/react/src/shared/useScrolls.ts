import { type RefObject, useState } from 'react'
import { useIsoLayoutEffect } from './useIsoLayoutEffect'

/**
 * Whether the element's content is taller than its box, so that it scrolls: measured after
 * each render with a new `content`, and again whenever the element's size changes (fonts
 * loaded, rotation). A region that scrolls takes focus, so the keyboard can scroll it; one
 * that does not is no tab stop.
 */
export function useScrolls<T extends HTMLElement>(ref: RefObject<T | null>, content: unknown) {
  const [scrolls, setScrolls] = useState(false)
  useIsoLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const check = () => setScrolls(el.scrollHeight > el.clientHeight)
    check()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(check)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, content])
  return scrolls
}

import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-color-scheme: dark)'

/** The device's colour-scheme query, where the environment has one (not on a server). */
const darkQuery = (): MediaQueryList | undefined =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : window.matchMedia(QUERY)

const subscribe = (onChange: () => void) => {
  const query = darkQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
const isDark = () => darkQuery()?.matches ?? false
const never = () => () => undefined
const light = () => false

/**
 * Whether the device asks for dark pages (`prefers-color-scheme: dark`), followed while the
 * component is mounted; false on a server, and false without listening when `follow` is false.
 */
export function useSystemDark(follow = true): boolean {
  return useSyncExternalStore(follow ? subscribe : never, follow ? isDark : light, light)
}

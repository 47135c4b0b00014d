import { useEffect, useLayoutEffect } from 'react'

/**
 * `useLayoutEffect` in a browser, a plain effect on the server. Layout effects measure the
 * page before it paints; on the server nothing is laid out (a prerendered page paints at full
 * size and nothing scrolls), and React warns about a layout effect in `renderToString`.
 */
export const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Calls `leave` as the page is hidden (a phone switching apps, a tab put in the background)
 * or left (a link, a reload, a closed tab): the moment to keep synchronously what the stores
 * have not yet written (their `saveNow`) and to start their writes (`flush`). Returns the
 * listeners' removal; outside a browser it listens to nothing.
 */
export function onPageLeave(leave: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined
  const hidden = () => {
    if (document.visibilityState === 'hidden') leave()
  }
  document.addEventListener('visibilitychange', hidden)
  window.addEventListener('pagehide', leave)
  return () => {
    document.removeEventListener('visibilitychange', hidden)
    window.removeEventListener('pagehide', leave)
  }
}

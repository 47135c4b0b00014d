// A new version of the app, deployed while a learner studies, takes over at their next page
// rather than in the middle of a question.
import type { AroundNavHandler } from 'wouter'

/**
 * Whether this page came from an installed version: a service worker controlled it when it
 * loaded (read once, as the app starts). On a learner's first visit it did not, and the
 * worker that activates later installs the very code the page runs.
 */
const installed = typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null

/** Whether a newer version's service worker has taken this page over. */
let newerVersion = false

/**
 * registerSW's `onNeedReload`: a service worker activated while this page runs. On an update
 * (the page came from an installed version) the page is not reloaded there and then, which
 * would take the learner out of a question and its session; its next in-app navigation
 * loads the new version instead ({@link aroundNav}). On a first visit nothing changes.
 */
export function onNeedReload(): void {
  if (installed) newerVersion = true
}

/**
 * The router's navigation (wouter's `aroundNav`): in-app once this page runs the newest code;
 * a full page load after a newer version took over, so the next page is the new version's.
 */
export const aroundNav: AroundNavHandler = (navigate, to, options) => {
  if (!newerVersion) navigate(to, options)
  else if (options?.replace) location.replace(to)
  else location.assign(to)
}

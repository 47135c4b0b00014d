// A new version of the app, deployed while a learner studies, takes over at their next page
// rather than in the middle of a question.
import type { AroundNavHandler } from 'wouter'

/** Whether a newer version's service worker has taken this page over. */
let newerVersion = false

/**
 * The service worker of a newer version activated while this page runs (registerSW's
 * `onNeedReload`). `updated` is false on a learner's first visit, when the page was not yet
 * controlled: its code is already the newest and nothing changes. On an update the page is
 * not reloaded there and then (that would take the learner out of a question and its
 * session); its next in-app navigation loads the new version instead ({@link aroundNav}).
 */
export function newerVersionActivated(updated: boolean): void {
  if (updated) newerVersion = true
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

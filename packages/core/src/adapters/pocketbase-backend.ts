/**
 * The PocketBase Backend (official `pocketbase` SDK). Collections and rules are
 * defined in pocketbase/pb_migrations; progress goes through the server's own route,
 * which validates and merges it into small per-entry rows. Its parts, one concern each, are
 * in ./pocketbase/ (as the server's hooks in pb_hooks/): accounts, progress, settings, the
 * other records and forms, and the errors.
 */
import PocketBase, { type BaseAuthStore } from 'pocketbase'
import { SERVER_TIMEOUT_MS } from '../constants'
import type { Backend } from '../ports/backend'
import { authMethods } from './pocketbase/auth'
import { progressMethods } from './pocketbase/progress'
import { recordMethods } from './pocketbase/records'
import { createSession } from './pocketbase/session'
import { settingsMethods } from './pocketbase/settings'

export { toBackendError } from './pocketbase/errors'

/** Options of {@link createPocketBaseBackend}. */
export interface PocketBaseBackendOptions {
  /** Base URL of the PocketBase server, e.g. https://api.kalima.app */
  url: string
  /** Where the session is kept; default: localStorage in browsers, memory elsewhere. */
  authStore?: BaseAuthStore
  /** Fetch implementation (tests, server-side rendering). */
  fetch?: typeof fetch
  /** Time-out of each call, ms. Default 70000 (the original's). */
  timeoutMs?: number
}

/** Creates the PocketBase backend. The SDK instance is exposed as `client` for advanced use. */
export function createPocketBaseBackend(
  options: PocketBaseBackendOptions,
): Backend & Required<Pick<Backend, 'pushProgressDelta'>> & { readonly client: PocketBase } {
  const pb = new PocketBase(options.url, options.authStore)
  pb.autoCancellation(false)
  const timeoutMs = options.timeoutMs ?? SERVER_TIMEOUT_MS
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  // Every call gets a time-out and the chosen fetch.
  pb.beforeSend = (url, init) => {
    const signal = init.signal ?? AbortSignal.timeout(timeoutMs)
    return { url, options: { ...init, signal, fetch: baseFetch } as typeof init }
  }
  const session = createSession(pb)
  return {
    kind: 'pocketbase',
    client: pb,
    ...authMethods(session),
    ...settingsMethods(session),
    ...progressMethods(session),
    ...recordMethods(session),
  }
}

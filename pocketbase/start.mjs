#!/usr/bin/env node
// `npm run pb`: PocketBase on KALIMA_PB_HOST (127.0.0.1:8090) with data in KALIMA_PB_DATA
// (pocketbase/pb_data), the migrations of pb_migrations, the hooks of pb_hooks, and the built
// site (site/dist) when there is one. On a fresh data directory it creates the first
// superuser (KALIMA_PB_ADMIN_EMAIL / _PASSWORD, or a generated password printed once and
// kept in pb_data/.superuser); it never changes an existing one, and refuses to listen on a
// public address with no superuser. See pocketbase/README.md and docs/security.md.
import { mkdirSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { defaultDataDir, siteDistDir } from './paths.mjs'
import {
  corsOrigins,
  ENCRYPTION_ENV,
  encryptionKey,
  hintFor,
  isLoopback,
  localUrl,
  prepareData,
  serveArgs,
  spawnServe,
  superuserNotice,
  waitForHealth,
} from './server.mjs'

/**
 * Prepares the data directory and starts PocketBase. Prints the superuser notice and
 * PocketBase's own warnings and errors (never its SQL); returns the child process.
 * @param {{ env?: NodeJS.ProcessEnv, devServer?: string, print?: (line: string) => void,
 *   printError?: (line: string) => void }} [options]
 */
export function startPocketBase(options = {}) {
  const env = options.env ?? process.env
  const print = options.print ?? ((line) => console.log(line))
  const printError = options.printError ?? ((line) => console.error(line))
  const host = env.KALIMA_PB_HOST || '127.0.0.1:8090'
  const dataDir = env.KALIMA_PB_DATA || defaultDataDir
  mkdirSync(dataDir, { recursive: true })

  const key = encryptionKey(dataDir, env)
  const serverEnv = {
    // KALIMA_SITE_DIR lets pb_hooks/static.pb.js serve the prerendered pages (learn/1.html).
    KALIMA_SITE_DIR: siteDistDir,
    ...env,
    [ENCRYPTION_ENV]: key.key,
  }
  const origins = corsOrigins(env, { host, devServer: options.devServer })
  const url = localUrl(host)

  const superuser = prepareData({ dataDir, host, env: serverEnv })
  const notice = superuserNotice(superuser, `${url}/_/`)
  if (notice.fatal) {
    for (const line of notice.lines) printError(line)
    return undefined
  }
  for (const line of notice.lines) print(line)
  if (key.source === 'generated' && !isLoopback(host)) {
    print(
      `Settings are encrypted with a key generated into ${key.file}: on a server, provide ${ENCRYPTION_ENV} from your secret store instead.`,
    )
  }

  const child = spawnServe({
    args: serveArgs({
      host,
      dataDir,
      origins,
      publicDir: serverEnv.KALIMA_SITE_DIR,
      hooksPool: env.KALIMA_PB_HOOKS_POOL,
    }),
    env: serverEnv,
    onLine: (line, stream) => {
      if (stream === 'err') printError(line)
      else print(line)
      const hint = hintFor(line)
      if (hint) printError(hint)
    },
  })
  return { child, url, host, dataDir }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let started
  try {
    started = startPocketBase()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
  if (!started) process.exit(1)
  const { child, url } = started
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
  if (await waitForHealth(url, child)) {
    console.log(`PocketBase: ${url} (admin UI: ${url}/_/). Ctrl-C stops it.`)
  }
}

#!/usr/bin/env node
// `npm start`: PocketBase and the site's dev server together, quietly. Prints the two URLs,
// the one-time superuser notice, and warnings and errors (never SQL). SIGINT or SIGTERM
// (Ctrl-C) stops both; if either stops, so does the other.
//
// PocketBase is started as the binary itself (not through npm or a shell, whose children
// a signal would not reach) and stopped with this process; Vite runs inside this process. Ports: KALIMA_PB_HOST
// (127.0.0.1:8090) and KALIMA_SITE_PORT (5173). KALIMA_VERBOSE=1 shows Vite's info lines.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { waitForHealth } from '../pocketbase/server.mjs'
import { startPocketBase } from '../pocketbase/start.mjs'
import { buildPbRules, outfile } from './build-pb-rules.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const sitePort = Number(process.env.KALIMA_SITE_PORT || 5173)
const devServer = `http://127.0.0.1:${sitePort}`

const fail = (message) => {
  console.error(message)
  process.exit(1)
}

// The server's copy of the core's progress rules, as `npm run pb` does (a no-op when current).
{
  const text = await buildPbRules()
  let current = ''
  try {
    current = readFileSync(outfile, 'utf8')
  } catch {}
  if (current !== text) writeFileSync(outfile, text)
}

let pocketbase
try {
  pocketbase = startPocketBase({
    devServer,
    print: (line) => console.log(`[pocketbase] ${line}`),
    printError: (line) => console.error(`[pocketbase] ${line}`),
  })
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (!pocketbase) process.exit(1)
const { child, url } = pocketbase

let stopping = false
let vite
async function stopAll(code) {
  if (stopping) return
  stopping = true
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  await vite?.close().catch(() => undefined)
  if (child.exitCode === null && child.signalCode === null) {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await new Promise((resolve) => child.once('exit', resolve))
    clearTimeout(timer)
  }
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0))
// Should this process die of an error, PocketBase does not outlive it.
process.on('exit', () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
})
child.on('exit', (code, signal) => {
  if (stopping) return
  console.error(`[pocketbase] stopped (${signal ?? `exit code ${code}`}); stopping Kalima.`)
  void stopAll(code || 1)
})

try {
  const { createServer } = await import('vite')
  vite = await createServer({
    root: join(root, 'site'),
    configFile: join(root, 'site/vite.config.ts'),
    logLevel: process.env.KALIMA_VERBOSE === '1' ? 'info' : 'warn',
    clearScreen: false,
  })
  await vite.listen()
} catch (error) {
  console.error(
    `[site] the dev server did not start: ${error instanceof Error ? error.message : error}`,
  )
  if (/already in use/.test(String(error))) {
    console.error(`[site] set KALIMA_SITE_PORT to a free port (now ${sitePort}).`)
  }
  await stopAll(1)
}
// "Running" once PocketBase answers too (it is usually up before Vite).
if (!stopping && (await waitForHealth(url, child))) {
  const site = vite.resolvedUrls?.local[0] ?? `${devServer}/`
  console.log('Kalima is running:')
  console.log(`  site:       ${site}`)
  console.log(`  PocketBase: ${url} (admin UI: ${url}/_/)`)
  console.log('Press Ctrl-C to stop both.')
}

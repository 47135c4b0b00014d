#!/usr/bin/env node
// `npm run pb`: PocketBase on 127.0.0.1:8090 with data in pocketbase/pb_data,
// migrations from pb_migrations and hooks from pb_hooks. On a fresh machine a
// superuser is created from KALIMA_PB_ADMIN_EMAIL / KALIMA_PB_ADMIN_PASSWORD
// (defaults for local development are printed) so no manual step is needed.
import { spawn, spawnSync } from 'node:child_process'
import { defaultDataDir, hooksDir, migrationsDir, pocketbaseBinary, siteDistDir } from './paths.mjs'

const bin = pocketbaseBinary()
const host = process.env.KALIMA_PB_HOST ?? '127.0.0.1:8090'
const dataDir = process.env.KALIMA_PB_DATA ?? defaultDataDir
const adminEmail = process.env.KALIMA_PB_ADMIN_EMAIL ?? 'admin@kalima.local'
const adminPassword = process.env.KALIMA_PB_ADMIN_PASSWORD ?? 'kalima-admin-password'

const common = [`--dir=${dataDir}`, `--migrationsDir=${migrationsDir}`, `--hooksDir=${hooksDir}`]

// Apply migrations, then make sure the superuser exists (upsert is idempotent).
spawnSync(bin, ['migrate', 'up', ...common], { stdio: 'inherit' })
const upsert = spawnSync(bin, ['superuser', 'upsert', adminEmail, adminPassword, ...common], {
  encoding: 'utf8',
})
if (upsert.status !== 0) {
  process.stderr.write(upsert.stderr || upsert.stdout)
  process.exit(upsert.status ?? 1)
}
if (!process.env.KALIMA_PB_ADMIN_PASSWORD) {
  console.log(`PocketBase superuser for local development: ${adminEmail} / ${adminPassword}`)
}

// Serve the built site too (after `npm run build`): one origin for the app and its API.
// A push waiting on SQLite's single writer holds a JS VM: a pool larger than the default 15
// keeps busy moments from spinning up throwaway VMs (bench: capacity 2,205 → 2,512 answers/s).
const hooksPool = process.env.KALIMA_PB_HOOKS_POOL ?? '50'
const child = spawn(
  bin,
  ['serve', `--http=${host}`, `--publicDir=${siteDistDir}`, `--hooksPool=${hooksPool}`, ...common],
  // KALIMA_SITE_DIR lets pb_hooks/static.pb.js serve the prerendered pages (learn/1.html).
  { stdio: 'inherit', env: { KALIMA_SITE_DIR: siteDistDir, ...process.env } },
)
console.log(`PocketBase: http://${host} (admin UI at http://${host}/_/)`)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal))
}
child.on('exit', (code) => process.exit(code ?? 0))

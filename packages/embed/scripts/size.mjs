// Gzip size of one element as a browser loads it: the entry plus its static imports
// (from the Vite manifest), excluding vocabulary data (the word list chunk;
// meanings and verses per language are loaded lazily anyway).
// Usage: node scripts/size.mjs [src/elements/learn.ts]
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const dist = new URL('../dist/cdn/', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'))

/** Files an entry loads before it runs: itself and its static imports, transitively. */
export function staticFiles(key) {
  const files = new Set()
  const visit = (k) => {
    const chunk = manifest[k]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const i of chunk.imports ?? []) visit(i)
  }
  visit(key)
  return [...files]
}

/** Vocabulary chunks: the static word list and the per-language meanings and verses. */
const VOCABULARY = /chunks\/(vocabulary|meanings\.\w+|verses\.\w+)-/
const BUDGET_KB = 40

const gz = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length
const keys = process.argv.slice(2)
for (const key of keys.length ? keys : ['src/elements/learn.ts']) {
  const files = staticFiles(key)
  const rows = files.map((f) => [f, gz(f)]).sort((a, b) => b[1] - a[1])
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  const total = rows.reduce((sum, [, n]) => sum + n, 0)
  const code = rows.filter(([f]) => !VOCABULARY.test(f)).reduce((sum, [, n]) => sum + n, 0)
  console.log(
    `${key}: ${kb(code)} gzip of code (budget ${BUDGET_KB} KB), ${kb(total)} with the word list`,
  )
  for (const [f, n] of rows) console.log(`  ${kb(n).padStart(8)}  ${f}`)
  if (key.startsWith('src/elements/') && code > BUDGET_KB * 1024) process.exitCode = 1
}

#!/usr/bin/env node
// Merges bench/results/*.json into bench/results.json and docs/benchmarks.md.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const resultsDir = join(here, 'results')
const order = ['sizes', 'interaction', 'lighthouse', 'server', 'memory', 'soak', 'learning']
const files = existsSync(resultsDir)
  ? readdirSync(resultsDir).filter((f) => f.endsWith('.json'))
  : []
files.sort((a, b) => {
  const ia = order.indexOf(a.replace('.json', ''))
  const ib = order.indexOf(b.replace('.json', ''))
  return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib)
})
const groups = Object.fromEntries(
  files.map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(join(resultsDir, f), 'utf8'))]),
)
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const date = new Date().toISOString().slice(0, 10)

// A bench run alone (e.g. only bench/server.bench.ts) replaces its own group's figures and
// keeps the other groups' from the previous results; each figure says when it was measured.
const previousPath = join(here, 'results.json')
const previous = existsSync(previousPath)
  ? JSON.parse(readFileSync(previousPath, 'utf8'))
  : { date, figures: [] }
const figures = []
const placed = new Set()
const place = (group) => {
  if (placed.has(group)) return
  placed.add(group)
  for (const f of groups[group]) figures.push({ ...f, group, measured: date })
}
for (const old of previous.figures) {
  if (old.group && groups[old.group]) place(old.group)
  else figures.push({ measured: previous.date, ...old })
}
for (const group of Object.keys(groups)) place(group)
const dates = [...new Set(figures.map((f) => f.measured))].sort()
/** The date of the newest figure. */
const newest = dates.at(-1) ?? date

writeFileSync(
  join(here, 'results.json'),
  `${JSON.stringify({ date: newest, machine, figures }, null, 2)}\n`,
)

const fmt = (f) => {
  const v = f.unit === 'per s' ? Math.round(f.value).toLocaleString('en-US') : f.value
  return `${v} ${f.unit === 'score' || f.unit === 'count' ? '' : f.unit}`.trim()
}
/** By how much a numeric goal ('≤ 40 KB', '≥ 1,500/s', '≥ 98') is missed. */
const shortfall = (f) => {
  const goal = /^([≤≥])\s*([\d,.]+)/.exec(f.goal)
  if (!goal) return ''
  const diff = Math.abs(f.value - Number(goal[2].replaceAll(',', '')))
  return `by ${Math.round(diff * 10) / 10}${f.unit === 'score' || f.unit === 'count' ? '' : ` ${f.unit}`}`
}
const status = (f) => {
  if (f.met === null) return 'reported'
  if (f.met) return 'met'
  const miss = f.miss ?? shortfall(f)
  return `**missed**${miss ? ` (${miss})` : ''}`
}
const detail = (f) =>
  f.detail
    ? Object.entries(f.detail)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
    : ''
const rows = figures.map(
  (f) =>
    `| ${f.figure} | ${f.goal} | ${fmt(f)} | ${status(f)} | ${f.how}${detail(f) ? ` (${detail(f)})` : ''} |`,
)
const md = `# Benchmarks

Measured by \`npm run bench\` on ${dates.length > 1 ? `${dates.join(', ')} (each figure's date in \`bench/results.json\`, \`measured\`)` : newest}, on ${machine}. This machine is
shared and noisy: timings are medians over repeated runs; sizes are exact.
Machine-readable results: \`bench/results.json\`.

| figure | goal | measured | status | how measured |
|---|---|---|---|---|
${rows.join('\n')}
`
const notesPath = join(here, 'notes.md')
const notes = existsSync(notesPath) ? `\n${readFileSync(notesPath, 'utf8')}` : ''
writeFileSync(join(here, '..', 'docs', 'benchmarks.md'), md + notes)
console.log(`bench: ${figures.length} figures written to docs/benchmarks.md and bench/results.json`)

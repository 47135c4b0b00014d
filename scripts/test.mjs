#!/usr/bin/env node
// `npm test`: every stage in order, each one's time printed as it ends and all of them in a
// table at the end (CI's log shows where a run spends its minutes). Stops at the first stage
// that fails, with its exit code. `node scripts/test.mjs e2e` runs only the stages named.
import { spawn } from 'node:child_process'

/** The stages of `npm test`, in order: a name and the command it runs. */
const STAGES = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npx vitest run --project unit --project component'],
  // Builds the server rules too (build:pb), which the integration tests then use.
  ['build', 'npm run build'],
  ['publint', 'npm run publint'],
  ['size', 'npm run size'],
  ['integration', 'npx vitest run --project integration'],
  ['e2e', 'npx vitest run --project e2e'],
]

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !STAGES.some(([stage]) => stage === name))
if (unknown.length > 0) {
  console.error(
    `Unknown stage ${unknown.join(', ')}: the stages are ${STAGES.map(([s]) => s).join(', ')}.`,
  )
  process.exit(2)
}

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const format = (ms) => {
  const s = Math.round(ms / 1000)
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`
}

const times = []
const started = Date.now()
let failed = 0
for (const [name, command] of STAGES) {
  if (wanted.length > 0 && !wanted.includes(name)) continue
  console.log(`\n▶ ${name}: ${command}`)
  const t0 = Date.now()
  const code = await run(command)
  const ms = Date.now() - t0
  times.push([name, ms, code])
  console.log(`■ ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${format(ms)}`)
  if (code !== 0) {
    failed = code
    break
  }
}
console.log('\nStage times:')
for (const [name, ms, code] of times)
  console.log(`  ${name.padEnd(12)} ${format(ms).padStart(11)}${code === 0 ? '' : '  FAILED'}`)
console.log(`  ${'total'.padEnd(12)} ${format(Date.now() - started).padStart(11)}`)
process.exit(failed)

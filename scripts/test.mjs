#!/usr/bin/env node
// `npm test`: every stage, side by side where each keeps about one core busy (the checks, the
// npm packages' build and the site's), each stage's output printed whole when it ends, its time
// with it, and all the times in a table at the end (CI's log shows where a run spends its
// minutes). The unit, integration and browser tests run after, one stage at a time, each on
// both cores. A failed stage stops every stage that needs it; the run exits with the first
// failure's code. `node scripts/test.mjs e2e` runs only the stages named (without the ones
// they need: run `npm run build` and `npm run build-storybook` first).
import { spawn } from 'node:child_process'

/**
 * The stages of `npm test`: a name, the command, the stages it needs passed (`needs`) and
 * those it waits for whatever their outcome (`after`). `lane` keeps stages in one line: a
 * stage also waits for the one before it in its lane. Before the tests, three lanes share the
 * two cores, each mostly one thread (the type-checks of tsc and tsup's declaration builds, the
 * prerender): the checks then Storybook's build (which only the browser tests use), the npm
 * packages, and the site with the embed's CDN files it serves. The unit tests take both cores
 * (run beside the build, both took longer than one after the other), so the tests run after,
 * one stage at a time.
 */
const STAGES = [
  { name: 'lint', command: 'npm run lint', lane: 'checks' },
  { name: 'typecheck', command: 'npm run typecheck', lane: 'checks' },
  { name: 'storybook', command: 'npm run build-storybook', lane: 'checks' },
  // The server rules (build:pb), which the integration tests use, the embed's CDN files and the
  // site that copies them.
  {
    name: 'build:site',
    command:
      'npm run build:pb && npm run build:cdn --workspace @kalima/embed && npm run build --workspace site',
    lane: 'site',
  },
  {
    name: 'build:npm',
    command:
      'npm run build --workspace @kalima/core && npm run build --workspace @kalima/react && npm run build:npm --workspace @kalima/embed',
    lane: 'packages',
  },
  { name: 'publint', command: 'npm run publint', lane: 'packages', needs: ['build:npm'] },
  { name: 'size', command: 'npm run size', lane: 'site', needs: ['build:site'] },
  {
    name: 'unit',
    command: 'npx vitest run --project unit --project component',
    lane: 'tests',
    after: ['lint', 'typecheck', 'storybook', 'build:site', 'build:npm', 'publint', 'size'],
  },
  {
    name: 'integration',
    command: 'npx vitest run --project integration',
    lane: 'tests',
    needs: ['build:site'],
  },
  {
    name: 'e2e',
    command: 'npx vitest run --project e2e --project e2e-alone',
    lane: 'tests',
    needs: [
      'lint',
      'typecheck',
      'storybook',
      'unit',
      'build:site',
      'build:npm',
      'publint',
      'size',
      'integration',
    ],
  },
]

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name))
if (unknown.length > 0) {
  console.error(
    `Unknown stage ${unknown.join(', ')}: the stages are ${STAGES.map((s) => s.name).join(', ')}.`,
  )
  process.exit(2)
}
const named = (list) => (list ?? []).filter((n) => wanted.length === 0 || wanted.includes(n))
const stages = STAGES.filter((s) => wanted.length === 0 || wanted.includes(s.name)).map((s) => ({
  ...s,
  needs: named(s.needs),
  after: named(s.after),
}))

const format = (ms) => {
  const s = Math.round(ms / 1000)
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`
}

/** Runs a command, its output kept to be printed whole when it ends; resolves with its exit code. */
const run = (command) =>
  new Promise((resolve) => {
    const chunks = []
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    })
    child.stdout.on('data', (d) => chunks.push(d))
    child.stderr.on('data', (d) => chunks.push(d))
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    )
  })

const started = Date.now()
/** name → { code, ms } once ended. */
const ended = new Map()
const running = new Map()
let failed = 0

const ready = (stage) =>
  !ended.has(stage.name) &&
  !running.has(stage.name) &&
  stage.needs.every((n) => ended.get(n)?.code === 0) &&
  stage.after.every((n) => ended.has(n)) &&
  // The stage before it in its lane has ended.
  stages
    .slice(0, stages.indexOf(stage))
    .filter((s) => s.lane === stage.lane)
    .every((s) => ended.has(s.name))
const blocked = (stage) =>
  !ended.has(stage.name) &&
  !running.has(stage.name) &&
  stage.needs.some((n) => ended.has(n) && ended.get(n).code !== 0)

const start = (stage) => {
  console.log(`▶ ${stage.name}: ${stage.command}`)
  const t0 = Date.now()
  running.set(
    stage.name,
    run(stage.command).then(({ code, output }) => {
      const ms = Date.now() - t0
      running.delete(stage.name)
      ended.set(stage.name, { code, ms })
      if (code !== 0 && failed === 0) failed = code
      process.stdout.write(`\n──── ${stage.name} ────\n${output}`)
      console.log(
        `■ ${stage.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${format(ms)}\n`,
      )
    }),
  )
}

for (;;) {
  for (const stage of stages) if (blocked(stage)) ended.set(stage.name, { code: -1, ms: 0 })
  for (const stage of stages) if (ready(stage)) start(stage)
  if (running.size === 0) break
  await Promise.race(running.values())
}

console.log('Stage times (checks, packages and site side by side, then the tests one at a time):')
for (const { name } of stages) {
  const result = ended.get(name)
  const status =
    result === undefined ? 'not run' : result.code === -1 ? 'not run: a stage it needs failed' : ''
  const time = result && result.code !== -1 ? format(result.ms) : ''
  console.log(
    `  ${name.padEnd(12)} ${time.padStart(11)}${result && result.code > 0 ? '  FAILED' : ''}${status ? `  ${status}` : ''}`,
  )
}
console.log(`  ${'total'.padEnd(12)} ${format(Date.now() - started).padStart(11)}`)
process.exit(failed)

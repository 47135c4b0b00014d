#!/usr/bin/env node
// `npm start`: PocketBase and the site's dev server together. Prints both
// URLs; Ctrl-C stops both. If either exits, the other is stopped too.
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const children = [
  { name: 'pocketbase', args: ['run', 'pb'] },
  { name: 'site', args: ['run', 'dev', '--workspace', 'site'] },
].map(({ name, args }) => {
  const child = spawn(npm, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}\n`)
      .join('')
  child.stdout.on('data', (d) => process.stdout.write(prefix(d)))
  child.stderr.on('data', (d) => process.stderr.write(prefix(d)))
  return { name, child }
})

console.log('Kalima is starting:')
console.log('  site:       http://127.0.0.1:5173')
console.log('  PocketBase: http://127.0.0.1:8090 (admin UI: http://127.0.0.1:8090/_/)')
console.log('Press Ctrl-C to stop both.')

let stopping = false
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1500).unref()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))
for (const { name, child } of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with code ${code}; stopping Kalima.`)
      stopAll(code ?? 1)
    }
  })
}

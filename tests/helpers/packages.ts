// The built workspace packages, as browser tests that consume them through their exports need.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The repository's root folder. */
export const ROOT = new URL('../../', import.meta.url).pathname

const newest = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const p = join(dir, e.name)
    return Math.max(max, e.isDirectory() ? newest(p) : statSync(p).mtimeMs)
  }, 0)

/** Builds `@kalima/<pkg>` unless its dist is newer than every source file. */
export function ensureBuilt(pkg: 'core' | 'react'): void {
  const dist = join(ROOT, `packages/${pkg}/dist/index.js`)
  if (existsSync(dist) && statSync(dist).mtimeMs > newest(join(ROOT, `packages/${pkg}/src`))) return
  try {
    execSync(`npm run build -w @kalima/${pkg}`, { cwd: ROOT, stdio: 'pipe', timeout: 180_000 })
  } catch (error) {
    throw new Error(
      `npm run build -w @kalima/${pkg} failed: ${String((error as { stdout?: unknown }).stdout ?? error).slice(-2000)}`,
    )
  }
}

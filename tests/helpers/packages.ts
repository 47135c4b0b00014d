// The built workspace packages, as browser tests that consume them through their exports need.
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type InlineConfig } from 'vite'
import { type StaticServer, serveStatic } from './static-server'

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

/** A small app outside the monorepo's aliases, in node_modules/.cache so bare imports resolve as in any project. */
export interface ConsumerApp {
  /** Its folder. */
  dir: string
  /** Builds it with Vite (the page is `index.html`, written before) and serves `dist/`. */
  serve(
    options?: Pick<InlineConfig, 'mode' | 'define'> & { minify?: boolean },
  ): Promise<StaticServer>
}

/** Writes `files` into a fresh app folder named `name`, after building core and react. */
export function consumerApp(name: string, files: Record<string, string>): ConsumerApp {
  ensureBuilt('core')
  ensureBuilt('react')
  const dir = join(ROOT, 'node_modules/.cache', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
  return {
    dir,
    async serve({ minify, ...options } = {}) {
      await build({
        root: dir,
        logLevel: 'error',
        configFile: false,
        ...options,
        build: { outDir: 'dist', emptyOutDir: true, minify },
      })
      return serveStatic(join(dir, 'dist'))
    },
  }
}

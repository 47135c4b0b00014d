// The built Storybook for browser tests: rebuilt when missing or older than the stories.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = new URL('../../', import.meta.url).pathname
export const STORYBOOK_DIR = join(ROOT, 'storybook-static')
const INDEX = join(STORYBOOK_DIR, 'index.json')

const newest = (dir: string): number => {
  let max = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    max = Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return max
}

/** Builds storybook-static unless it exists and is newer than every source it is built from. */
export function ensureStorybookBuilt(): void {
  const sources = [
    join(ROOT, 'packages/react/src'),
    join(ROOT, 'packages/core/src'),
    join(ROOT, 'packages/embed/src'),
    join(ROOT, '.storybook'),
  ]
  const stale =
    !existsSync(INDEX) ||
    sources.some((dir) => existsSync(dir) && newest(dir) > statSync(INDEX).mtimeMs)
  if (!stale) return
  try {
    execSync('npm run build-storybook', { cwd: ROOT, stdio: 'pipe', timeout: 180_000 })
  } catch (error) {
    const output =
      error instanceof Error && 'stdout' in error
        ? String((error as { stdout: unknown }).stdout)
        : ''
    throw new Error(`Building Storybook failed (npm run build-storybook):\n${output.slice(-3000)}`)
  }
  if (!existsSync(INDEX))
    throw new Error('npm run build-storybook ran but storybook-static/index.json is missing.')
}

/** A story of index.json. */
export interface StoryEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  /** Storybook's tags: 'play-fn' for a story with a play function. */
  tags?: string[]
}

// First-load JS of a Vite build: an entry chunk and everything it imports
// statically (dynamic imports — lazy routes, per-language vocabulary — excluded).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface Chunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/** Files (relative to `outDir`) loaded up front by `entryKey` (a manifest key such as 'index.html'). */
export function staticClosure(outDir: string, entryKey: string): string[] {
  const path = join(outDir, '.vite', 'manifest.json')
  if (!existsSync(path)) throw new Error(`${path} missing: build with build.manifest = true`)
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Chunk>
  const seen = new Set<string>()
  const files: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no ${key}`)
    if (chunk.file.endsWith('.js')) files.push(join(outDir, chunk.file))
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  visit(entryKey)
  return files
}

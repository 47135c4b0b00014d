// The graph of a source tree's relative imports (static, dynamic and type-only), read with
// TypeScript's own import scanner, and the cycles in it: for the tests that keep a package's
// modules layered and free of cycles.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** Each module and the modules it imports (absolute paths). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>

/** Every source module under `dir` (tests, stories, declarations and test fixtures aside). */
export function sourceModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceModules(path)
    if (!/\.tsx?$/.test(name) || /\.(test|stories|d)\.tsx?$|\.server\.test\.tsx$/.test(name))
      return []
    if (/^(arbitraries|fixtures)\.ts$/.test(name)) return []
    return [path]
  })
}

/** The module a relative specifier names (`./x`, `../y/z`), or null for a package or a stylesheet. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') || /\.(css|json)$/.test(specifier)) return null
  const base = resolve(dirname(from), specifier)
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
    base,
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  throw new Error(`${from} imports ${specifier}, which is not a file`)
}

/** The import graph of the modules under `dir`. */
export function importGraph(dir: string): ImportGraph {
  return new Map(
    sourceModules(dir).map((file) => {
      const scanned = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const imports = scanned.importedFiles
        .map((i) => resolveImport(file, i.fileName))
        .filter((f): f is string => f !== null)
      return [file, imports] as const
    }),
  )
}

/** The packages a module imports (bare specifiers such as `pocketbase` or `zustand/vanilla`). */
export function packageImports(file: string): string[] {
  const scanned = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return scanned.importedFiles
    .map((i) => i.fileName)
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'))
}

/** Every module `start` reaches through the graph's imports (static, dynamic or type-only), itself included. */
export function reachableFrom(graph: ImportGraph, start: string): string[] {
  const seen = new Set<string>([start])
  const queue = [start]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of graph.get(file) ?? []) {
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return [...seen]
}

/** The cycles a depth-first search closes (a module met again while still on the path), relative to `root`. */
export function cyclesOf(graph: ImportGraph, root: string): string[] {
  const cycles: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = path.slice(path.indexOf(next)).concat(next)
        cycles.push(cycle.map((f) => relative(root, f)).join(' → '))
      } else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return cycles
}

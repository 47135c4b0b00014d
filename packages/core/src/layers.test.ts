// Core's folders are layers: a module imports only from its own folder and the layers below
// it, and no chain of imports (static or dynamic) comes back to where it started. Read from
// the sources with TypeScript's own import scanner.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname))

/**
 * Each folder (or top-level file) of src/ and its layer, the floor first: a module may import
 * from a layer no higher than its own. A file that imports nothing is data (a list, a
 * format's constants) and any layer may read it.
 */
const LAYERS: Record<string, number> = {
  'constants.ts': 0,
  'study-modes.ts': 0,
  random: 0,
  errors: 0,
  layout: 0,
  accounts: 1,
  vocabulary: 1,
  progress: 2,
  schedule: 3,
  reminders: 3,
  stats: 3,
  reader: 3,
  settings: 4,
  ports: 5,
  modes: 6,
  plan: 7,
  store: 8,
  sync: 9,
  adapters: 9,
  client: 10,
  'index.ts': 11,
}

/** Every source module of src/ (tests and test fixtures aside). */
function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return modules(path)
    if (!name.endsWith('.ts') || /\.test\.ts$|\.d\.ts$/.test(name)) return []
    if (/^(arbitraries|fixtures)\.ts$/.test(name)) return []
    return [path]
  })
}

/** The module a relative specifier names (`./x`, `../y/z`), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  throw new Error(`${relative(ROOT, from)} imports ${specifier}, which is not a file`)
}

const FILES = modules(ROOT)
const GRAPH = new Map(
  FILES.map((file) => {
    const scanned = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const imports = scanned.importedFiles
      .map((i) => resolveImport(file, i.fileName))
      .filter((f): f is string => f !== null)
    return [file, imports] as const
  }),
)
const layerName = (file: string) => relative(ROOT, file).split('/')[0] ?? ''

type Graph = ReadonlyMap<string, readonly string[]>

/** Imports from a higher layer than the importer's (of a module that imports something). */
function upwardImports(graph: Graph): string[] {
  const upward: string[] = []
  for (const [file, imports] of graph) {
    for (const imported of imports) {
      const from = LAYERS[layerName(file)] ?? Number.NaN
      const to = LAYERS[layerName(imported)] ?? Number.NaN
      const data = (graph.get(imported) ?? []).length === 0
      if (to > from && !data) upward.push(`${relative(ROOT, file)} → ${relative(ROOT, imported)}`)
    }
  }
  return upward
}

/** The cycles a depth-first search closes: a module met again while still on the path. */
function cyclesOf(graph: Graph): string[] {
  const cycles: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = path.slice(path.indexOf(next)).concat(next)
        cycles.push(cycle.map((f) => relative(ROOT, f)).join(' → '))
      } else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return cycles
}

describe("core's layers", () => {
  it('names a layer for every folder of src/', () => {
    const unnamed = [...new Set(FILES.map(layerName))].filter((name) => !(name in LAYERS))
    expect(unnamed).toEqual([])
  })

  it('imports nothing from a higher layer', () => {
    expect(upwardImports(GRAPH)).toEqual([])
  })

  it('has no cycle of imports', () => {
    expect(cyclesOf(GRAPH)).toEqual([])
  })

  it('finds an upward import and a cycle in a graph that has them', () => {
    // The two imports this change removed: the vocabulary reading a mode's rule, and Today's
    // plan and the practice machine importing each other.
    const at = (path: string) => join(ROOT, path)
    const bad: Graph = new Map([
      [at('vocabulary/search.ts'), [at('modes/typed-answer.ts')]],
      [at('modes/typed-answer.ts'), [at('vocabulary/types.ts')]],
      [at('vocabulary/types.ts'), []],
      [at('modes/practice.ts'), [at('plan/today.ts')]],
      [at('plan/today.ts'), [at('modes/practice.ts')]],
    ])
    expect(upwardImports(bad)).toEqual([
      'vocabulary/search.ts → modes/typed-answer.ts',
      'modes/practice.ts → plan/today.ts',
    ])
    expect(cyclesOf(bad)).toEqual(['modes/practice.ts → plan/today.ts → modes/practice.ts'])
  })
})

// Core's folders are layers: a module imports only from its own folder and the layers below
// it, and no chain of imports (static or dynamic) comes back to where it started; and only
// the @kalima/core/pocketbase entry reaches the PocketBase SDK. Read from the sources with
// TypeScript's own import scanner.
import { readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import {
  cyclesOf,
  type ImportGraph,
  importGraph,
  packageImports,
  reachableFrom,
  sourceModules,
} from '../../../tests/helpers/imports'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname))

/**
 * Each folder (or top-level file) of src/ and its layer, the floor first: a module may import
 * from a layer no higher than its own. A file that imports nothing is data (a list, a
 * format's constants) and any layer may read it.
 */
const LAYERS: Record<string, number> = {
  'constants.ts': 0,
  'study-modes.ts': 0,
  'surah-decks.ts': 0,
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
  // The package's entries: the root and its subpaths (package.json `exports`).
  'index.ts': 11,
  entries: 11,
}

const FILES = sourceModules(ROOT)
const GRAPH = importGraph(ROOT)
const layerName = (file: string) => relative(ROOT, file).split('/')[0] ?? ''

type Graph = ImportGraph

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

/** The modules an entry reaches that are, or import, the PocketBase SDK or its adapter. */
function pocketBaseReached(graph: Graph, entry: string): string[] {
  return reachableFrom(graph, entry)
    .filter(
      (file) =>
        /^adapters\/pocketbase/.test(relative(ROOT, file)) ||
        packageImports(file).some((specifier) => /^pocketbase(\/|$)/.test(specifier)),
    )
    .map((file) => relative(ROOT, file))
    .sort()
}

/** Each entry of the package (package.json `exports`): src/index.ts and src/entries/*.ts. */
const ENTRIES = [
  'index.ts',
  ...readdirSync(join(ROOT, 'entries'))
    .filter((name) => /^[a-z-]+\.ts$/.test(name))
    .map((name) => `entries/${name}`),
]

describe("core's layers", () => {
  it('names a layer for every folder of src/', () => {
    const unnamed = [...new Set(FILES.map(layerName))].filter((name) => !(name in LAYERS))
    expect(unnamed).toEqual([])
  })

  it('imports nothing from a higher layer', () => {
    expect(upwardImports(GRAPH)).toEqual([])
  })

  it('has no cycle of imports', () => {
    expect(cyclesOf(GRAPH, ROOT)).toEqual([])
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
    expect(cyclesOf(bad, ROOT)).toEqual(['modes/practice.ts → plan/today.ts → modes/practice.ts'])
  })
})

describe('the PocketBase SDK (an optional peer dependency)', () => {
  const others = ENTRIES.filter((entry) => entry !== 'entries/pocketbase.ts')

  it.each(others)('is not reached from %s, by any import, even a lazy one', (entry) => {
    expect(pocketBaseReached(GRAPH, join(ROOT, entry))).toEqual([])
  })

  it('is reached from @kalima/core/pocketbase, eagerly and lazily', () => {
    expect(others).toContain('index.ts')
    expect(pocketBaseReached(GRAPH, join(ROOT, 'entries/pocketbase.ts'))).toEqual(
      expect.arrayContaining(['adapters/pocketbase-backend.ts', 'adapters/pocketbase/errors.ts']),
    )
  })
})

// The package's public surface: the root (`@kalima/core`, at most 150 names, types counted)
// and its subpaths (src/entries/*.ts), each name in one entry, each entry wired the same way
// in package.json, tsup, the workspace aliases and tsconfig's paths; and each study mode
// reached one way, through its machine. Names are read with TypeScript's own checker.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { workspaceAliases } from '../../../build-config/aliases'
import * as root from './index'

const SRC = resolve(dirname(new URL(import.meta.url).pathname))
const PACKAGE = resolve(SRC, '..')
const REPO = resolve(PACKAGE, '../..')

/** The most names the root may export: values and types alike (issue 44). */
const ROOT_LIMIT = 150

/** Each entry's subpath ('.' for the root) and its source file. */
const ENTRIES: ReadonlyMap<string, string> = new Map([
  ['.', join(SRC, 'index.ts')],
  ...readdirSync(join(SRC, 'entries'))
    .filter((name) => /^[a-z-]+\.ts$/.test(name))
    .map((name) => [`./${name.slice(0, -3)}`, join(SRC, 'entries', name)] as const),
])

/** The names each entry exports, values and types, read by the type checker. */
function exportedNames(files: readonly string[]): Map<string, string[]> {
  const program = ts.createProgram([...files], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  return new Map(
    files.map((file) => {
      const source = program.getSourceFile(file)
      const module = source && checker.getSymbolAtLocation(source)
      if (!module) throw new Error(`${file} is not a module`)
      return [file, checker.getExportsOfModule(module).map((s) => s.name)]
    }),
  )
}

const NAMES = exportedNames([...ENTRIES.values()])
const namesOf = (subpath: string) => NAMES.get(ENTRIES.get(subpath) ?? '') ?? []

const packageJson = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
  exports: Record<string, { types: string; default: string } | string>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

/** The study modes, each reached through its machine only. */
const MACHINES = {
  words: root.wordsMachine,
  flashcards: root.flashcardsMachine,
  learn: root.learnMachine,
  test: root.testMachine,
  match: root.matchMachine,
  review: root.reviewMachine,
  practice: root.practiceMachine,
}

describe('the public surface', () => {
  it(`keeps the root at most ${ROOT_LIMIT} names, types counted`, () => {
    const names = namesOf('.')
    // The checker sees every value the module has at run time, and the types besides.
    expect(names).toEqual(expect.arrayContaining(Object.keys(root)))
    expect(names.length).toBeGreaterThan(Object.keys(root).length)
    expect(names.length).toBeLessThanOrEqual(ROOT_LIMIT)
  })

  it('exports each name from one entry only', () => {
    const entryOf = new Map<string, string>()
    const twice: string[] = []
    for (const [subpath] of ENTRIES) {
      for (const name of namesOf(subpath)) {
        const first = entryOf.get(name)
        if (first) twice.push(`${name}: ${first} and ${subpath}`)
        else entryOf.set(name, subpath)
      }
    }
    expect(twice).toEqual([])
  })

  it('reaches each study mode one way: its machine, which creates a session', () => {
    const all = [...ENTRIES.keys()].flatMap(namesOf)
    expect(Object.keys(MACHINES)).toEqual([...root.STUDY_MODES, 'practice'])
    for (const [mode, machine] of Object.entries(MACHINES)) {
      const Mode = mode.charAt(0).toUpperCase() + mode.slice(1)
      expect(all).toContain(`${mode}Machine`)
      expect(all.filter((n) => new RegExp(`^(create|step)${Mode}`).test(n))).toEqual([])
      expect(typeof machine.step).toBe('function')
      expect(typeof machine.create).toBe('function')
    }
  })

  it('wires every entry in package.json, tsup, the aliases and tsconfig', () => {
    const subpaths = [...ENTRIES.keys()]
    const built = (subpath: string) => (subpath === '.' ? 'index' : subpath.slice(2))
    const exported = Object.keys(packageJson.exports).filter((k) => k !== './package.json')
    expect(exported.sort()).toEqual([...subpaths].sort())
    for (const subpath of subpaths) {
      expect(packageJson.exports[subpath]).toEqual({
        types: `./dist/${built(subpath)}.d.ts`,
        default: `./dist/${built(subpath)}.js`,
      })
    }
    const tsup = readFileSync(join(PACKAGE, 'tsup.config.ts'), 'utf8')
    const tsconfig = JSON.parse(readFileSync(join(REPO, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> }
    }
    const aliases = Object.keys(workspaceAliases)
    for (const [subpath, file] of ENTRIES) {
      const specifier = subpath === '.' ? '@kalima/core' : `@kalima/core/${subpath.slice(2)}`
      const relativeFile = file.slice(PACKAGE.length + 1)
      expect(tsup).toContain(`'${relativeFile}'`)
      expect(workspaceAliases[specifier as keyof typeof workspaceAliases]).toBe(file)
      expect(tsconfig.compilerOptions.paths[specifier]).toEqual([`./packages/core/${relativeFile}`])
      // A subpath's alias comes before the root's, which would also match its start.
      if (subpath !== '.') {
        expect(aliases.indexOf(specifier)).toBeLessThan(aliases.indexOf('@kalima/core'))
      }
    }
  })

  it('leaves the PocketBase SDK an optional peer dependency', () => {
    expect(packageJson.dependencies?.pocketbase).toBeUndefined()
    expect(packageJson.peerDependencies?.pocketbase).toBeDefined()
    expect(packageJson.peerDependenciesMeta?.pocketbase?.optional).toBe(true)
  })
})

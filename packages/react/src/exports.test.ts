// @kalima/react's root exports no mutable state: no `let` or `var` (a binding another module
// could see change), and every object it exports (a list, a map of fonts) frozen all the way
// down, so no host can change what the widgets read. Functions (components, hooks) are code.
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import * as react from './index'

const INDEX = join(resolve(dirname(new URL(import.meta.url).pathname)), 'index.ts')

/** The root's exported variables declared with `let` or `var`, read by the type checker. */
function mutableBindings(): string[] {
  const program = ts.createProgram([INDEX], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(INDEX)
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error('src/index.ts is not a module')
  return checker.getExportsOfModule(module).flatMap((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    return (target.declarations ?? [])
      .filter(
        (d) =>
          ts.isVariableDeclaration(d) &&
          ts.isVariableDeclarationList(d.parent) &&
          !(d.parent.flags & ts.NodeFlags.Const),
      )
      .map(() => symbol.name)
  })
}

/** The paths under `value` to an object or array that is not frozen. */
function unfrozen(value: unknown, path: string): string[] {
  if (typeof value !== 'object' || value === null) return []
  const own = Object.isFrozen(value) ? [] : [path]
  return own.concat(
    Object.entries(value).flatMap(([key, inner]) => unfrozen(inner, `${path}.${key}`)),
  )
}

describe("@kalima/react's root", () => {
  // The type checker reads the package's sources (core's too): seconds, not milliseconds.
  it('exports no let or var', () => {
    expect(mutableBindings()).toEqual([])
  }, 60_000)

  it('exports every object frozen, all the way down', () => {
    const objects = Object.entries(react).filter(([, v]) => typeof v === 'object' && v !== null)
    // The constants the root exports (fonts, dictionary parts) are checked, not none.
    expect(objects.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ARABIC_FONTS', 'BENGALI_FONTS', 'DICTIONARY_PARTS']),
    )
    expect(objects.flatMap(([name, value]) => unfrozen(value, name))).toEqual([])
  })
})

// Node module hooks that let the build script import the TypeScript converters
// of packages/core (Node 20 cannot run TypeScript by itself). Each .ts file is
// transpiled on its own with the installed `typescript`; only type syntax is
// removed, so the imported files must have no runtime imports of other .ts files.

import { readFile } from 'node:fs/promises'
import ts from 'typescript'

/**
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context: object) => Promise<object>} nextLoad
 */
export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context)
  const source = await readFile(new URL(url), 'utf8')
  const { outputText } = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  return { format: 'module', source: outputText, shortCircuit: true }
}

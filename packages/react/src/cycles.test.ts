// No chain of imports inside @kalima/react comes back to where it started (a props type
// imported from the widget that lazily loads its importer was one): read with TypeScript's
// import scanner, static, dynamic and type-only imports alike.
import { dirname, resolve } from 'node:path'
import { cyclesOf, importGraph } from '../../../tests/helpers/imports'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname))

describe("@kalima/react's modules", () => {
  it('import one another without a cycle', () => {
    expect(cyclesOf(importGraph(ROOT), ROOT)).toEqual([])
  })
})

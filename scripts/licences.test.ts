// Licences and package metadata as shipped: every package carries the same LICENSE and
// NOTICE, NOTICE gives each data source of core's DATA_SOURCES with its licence and the
// attribution it requires, and each package's SPDX expression names a licence text it ships.
import { existsSync, readFileSync } from 'node:fs'
import { DATA_ATTRIBUTIONS, DATA_SOURCES } from '@kalima/core'
import { describe, expect, it } from 'vitest'

const root = new URL('../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')
const json = (path: string) => JSON.parse(read(path))
const flat = (text: string) => text.replace(/\s+/g, ' ')
const PACKAGES = ['core', 'react', 'embed'] as const

describe('licences', () => {
  const notice = read('NOTICE')

  it.each(PACKAGES)('@kalima/%s ships the LICENSE and NOTICE of the repository', (name) => {
    expect(read(`packages/${name}/LICENSE`)).toBe(read('LICENSE'))
    expect(read(`packages/${name}/NOTICE`)).toBe(notice)
  })

  it.each(DATA_SOURCES)('NOTICE credits $name as its attribution and licence require', (source) => {
    const text = flat(notice)
    expect(text).toContain(`${source.name} — ${source.url}`)
    expect(text).toContain(flat(DATA_ATTRIBUTIONS[source.id].attribution))
    expect(text).toContain(source.licence ? `Licence: ${source.licence}` : 'none stated')
  })

  it.each(['core', 'react'] as const)(
    "@kalima/%s's licence expression names only licences whose text it ships",
    (name) => {
      const pkg = json(`packages/${name}/package.json`)
      expect(pkg.files).toEqual(expect.arrayContaining(['dist', 'NOTICE', 'LICENSES']))
      const ids: string[] = pkg.license.split(' AND ')
      expect(ids[0]).toBe('MIT')
      for (const id of ids.slice(1)) {
        expect(existsSync(new URL(`packages/${name}/LICENSES/${id}.txt`, root)), id).toBe(true)
      }
    },
  )

  it("@kalima/core's licence covers every licence its data is shipped under", () => {
    const { license } = json('packages/core/package.json')
    for (const source of DATA_SOURCES) {
      if (source.spdx) expect(license.split(' AND ')).toContain(source.spdx)
    }
  })
})

describe('package metadata', () => {
  const top = json('package.json')
  it.each(['core', 'react'] as const)(
    '@kalima/%s has its keywords, side effects, README, and no repository address of its own',
    (name) => {
      const pkg = json(`packages/${name}/package.json`)
      // The repository's public address is the root's `repository` once the maintainers set
      // it (this checkout has no remote): a package never names an address the root does not.
      if (top.repository) {
        expect(pkg.repository).toEqual({ ...top.repository, directory: `packages/${name}` })
        expect(pkg.bugs).toEqual(top.bugs)
      } else {
        expect(pkg.repository).toBeUndefined()
        expect(pkg.bugs).toBeUndefined()
        expect(pkg.homepage).toBeUndefined()
      }
      expect(pkg.keywords).toEqual(expect.arrayContaining(['quran', 'arabic', 'vocabulary']))
      expect(pkg.sideEffects).toBeDefined()
      expect(existsSync(new URL(`packages/${name}/README.md`, root))).toBe(true)
    },
  )
})

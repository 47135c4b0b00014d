// Licences and package metadata as shipped: every package carries the same LICENSE and
// NOTICE, NOTICE gives each data source of core's DATA_SOURCES with its licence and the
// attribution it requires, and each package's SPDX expression names a licence text it ships.
import { existsSync, readFileSync } from 'node:fs'
import { DATA_ATTRIBUTIONS, DATA_SOURCES } from '@kalima/core'
import type { Dependency } from 'rollup-plugin-license'
import { describe, expect, it } from 'vitest'
import { isAllowedInBuild, LICENCE_TEXTS, thirdPartySection } from '../build-config/licences-plugin'

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

  it("@kalima/embed's licence names what its CDN files bundle, each text written beside them", () => {
    // dist/cdn bundles core's data and react's fonts: the build writes their licence texts
    // to dist/cdn/LICENSES/ (build-config/licences-plugin.ts), and NOTICE beside the package.
    const pkg = json('packages/embed/package.json')
    expect(pkg.files).toEqual(expect.arrayContaining(['dist', 'NOTICE']))
    const ids: string[] = pkg.license.split(' AND ')
    const shipped = [...json('packages/core/package.json').license.split(' AND ')]
    shipped.push(...json('packages/react/package.json').license.split(' AND '))
    expect(new Set(ids)).toEqual(new Set(shipped))
    const texts = LICENCE_TEXTS.map((path) => path.split('/').pop())
    for (const id of ids.slice(1)) expect(texts, id).toContain(`${id}.txt`)
  })

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

describe('third-party code in the built files (build-config/licences-plugin.ts)', () => {
  const dependency = (name: string, license: string | null): Dependency => ({
    name,
    license,
    version: '1.0.0',
    licenseText: `${license} text of ${name}`,
    noticeText: null,
    homepage: null,
    maintainers: [],
    description: null,
    repository: null,
    private: false,
    author: null,
    contributors: [],
    text: () => name,
  })

  it('lets permissive licences through and stops copyleft, unknown or missing ones', () => {
    for (const license of ['MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', '(MIT OR GPL-3.0)'])
      expect(isAllowedInBuild(dependency('a', license)), license).toBe(true)
    for (const license of ['GPL-3.0-only', 'AGPL-3.0', 'SEE LICENSE IN EULA', null])
      expect(isAllowedInBuild(dependency('a', license)), String(license)).toBe(false)
    // Kalima's own packages are under NOTICE's terms, not on the list.
    expect(isAllowedInBuild(dependency('@kalima/core', 'MIT AND GPL-3.0-or-later'))).toBe(true)
  })

  it("lists each third-party package by name with its licence text, not Kalima's own", () => {
    const text = thirdPartySection([
      dependency('zustand', 'MIT'),
      dependency('@kalima/core', 'MIT AND GPL-3.0-or-later'),
      dependency('idb-keyval', 'Apache-2.0'),
    ])
    expect(text).toContain('* idb-keyval 1.0.0 — Apache-2.0\n\nApache-2.0 text of idb-keyval')
    expect(text).toContain('* zustand 1.0.0 — MIT\n\nMIT text of zustand')
    expect(text.indexOf('idb-keyval')).toBeLessThan(text.indexOf('zustand'))
    // A package without a licence file (wouter) says so, rather than an empty entry.
    const bare = thirdPartySection([{ ...dependency('wouter', 'Unlicense'), licenseText: null }])
    expect(bare).toContain('* wouter 1.0.0 — Unlicense\n\n(The package ships no licence file')
    expect(text).not.toContain('@kalima/core')
  })
})

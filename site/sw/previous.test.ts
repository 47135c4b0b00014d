import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SERVICE_WORKER_PACKAGES } from './packages'
import { droppedAssets } from './previous'

const SCOPE = 'https://kalima.example/'
const at = (path: string) => new URL(path, SCOPE).href

describe('droppedAssets: the installed version files a new version no longer lists', () => {
  it('keeps a build file the new list drops, and nothing the new list names', () => {
    const cached = [
      at('assets/en.settings-OLD.js'),
      at('assets/start-SAME.js'),
      at('index.html?__WB_REVISION__=abc'),
      at('icons/icon.svg?__WB_REVISION__=def'),
    ]
    const next = ['index.html', 'assets/en.settings-NEW.js', 'assets/start-SAME.js']
    expect(droppedAssets(cached, next, SCOPE)).toEqual([at('assets/en.settings-OLD.js')])
  })

  it('keeps nothing on a first install (an empty precache) or when the list is unchanged', () => {
    expect(droppedAssets([], ['assets/a-1.js'], SCOPE)).toEqual([])
    expect(droppedAssets([at('assets/a-1.js')], ['assets/a-1.js'], SCOPE)).toEqual([])
  })

  it('only files under the scope: a site served below a path keeps its own assets', () => {
    const scope = 'https://host.example/kalima/'
    const cached = [
      'https://host.example/kalima/assets/x-1.js',
      'https://host.example/assets/y-1.js',
    ]
    expect(droppedAssets(cached, [], scope)).toEqual(['https://host.example/kalima/assets/x-1.js'])
  })

  it('never keeps a file the new version lists, nor a page, an icon or a revisioned entry', () => {
    const name = fc.stringMatching(/^[a-z]{1,6}-[A-Za-z0-9]{4}\.(js|css|woff2)$/)
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { maxLength: 12 }),
        fc.uniqueArray(name, { maxLength: 12 }),
        (installed, next) => {
          const cached = [
            ...installed.map((n) => at(`assets/${n}`)),
            at('index.html?__WB_REVISION__=1'),
            at('favicon.svg?__WB_REVISION__=2'),
          ]
          const kept = droppedAssets(
            cached,
            next.map((n) => `assets/${n}`),
            SCOPE,
          )
          expect(kept).toEqual(
            installed.filter((n) => !next.includes(n)).map((n) => at(`assets/${n}`)),
          )
        },
      ),
    )
  })
})

describe("the service worker's packages in NOTICE", () => {
  it('lists every package sw.ts imports and each package those import', () => {
    const imported = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(workbox-[a-z-]+)(?:\/[^']*)?'/g)].map(
        (m) => m[1] as string,
      )
    const closure = new Set<string>()
    const visit = (name: string) => {
      if (closure.has(name)) return
      closure.add(name)
      const dir = `node_modules/${name}`
      const entry = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as {
        dependencies?: Record<string, string>
      }
      for (const dependency of Object.keys(entry.dependencies ?? {})) visit(dependency)
    }
    for (const name of imported('site/sw/sw.ts')) visit(name)
    expect([...closure].sort()).toEqual([...SERVICE_WORKER_PACKAGES])
  })
})

// Sizes, gzip level 9, of what a learner's or a webmaster's browser downloads.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { measureWidgetCost } from '../scripts/react-widget-cost.mjs'
import { gzipBytes, kb, measureReaderSizes, measureSizes, root } from '../scripts/sizes.mjs'
import { type Figure, record } from './lib/results'

/** Bundles a one-line app with Vite in production mode and returns its JS gzip size. */
async function bundleSize(name: string, source: string, alias: Record<string, string> = {}) {
  // Inside the repository, so the one-line app resolves react and preact from node_modules.
  const cache = join(root, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(join(cache, `kalima-bench-${name}-`))
  writeFileSync(join(dir, 'entry.js'), source)
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    resolve: { alias },
    build: {
      outDir: join(dir, 'out'),
      lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'bundle' },
      minify: true,
    },
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const out = join(dir, 'out')
  const files = readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(out, f))
  const size = gzipBytes(files)
  rmSync(dir, { recursive: true, force: true })
  return size
}

describe('sizes', () => {
  const figures: Figure[] = []
  afterAll(() => record('sizes', figures))

  it('vocabulary, site first load and every one-mode embed element', () => {
    const sizes = measureSizes()
    const over = (value: number, limit: number) =>
      value > limit ? `by ${Math.round((value - limit) * 10) / 10} KB` : undefined
    figures.push(
      {
        id: 'embed.oneMode.gzip',
        figure: `one-mode embed JS, gzip: the largest element, kalima-${sizes.embed.largest} (runtime + widget + machine + CSS)`,
        goal: `≤ ${sizes.embed.limit} KB each`,
        value: sizes.embed.value,
        unit: 'KB',
        // The largest element is within its budget exactly when all of them are.
        met: sizes.embed.value <= sizes.embed.limit,
        miss: over(sizes.embed.value, sizes.embed.limit),
        how: 'gzip -9 of each kalima-<mode>.js of packages/embed/dist/cdn and every chunk it imports or fetches once connected (Vite manifest, preact/compat build); vocabulary data chunks excluded; every element in detail',
        detail: sizes.embed.detail,
      },
      {
        // Issue 17's budget: the UI dictionary every page of an interface language loads.
        id: 'ui.dictionary.gzip',
        figure: `the UI dictionary every page loads, gzip: the largest, ${sizes.dictionary.largest}`,
        goal: `≤ ${sizes.dictionary.limit} KB each`,
        value: sizes.dictionary.value,
        unit: 'KB',
        met: sizes.dictionary.value <= sizes.dictionary.limit,
        miss: over(sizes.dictionary.value, sizes.dictionary.limit),
        how: "gzip -9 of the two UI dictionary chunks every page of site/dist loads in its language (packages/react/src/i18n/<lang>.ts, the main part every widget shows, and <lang>.site.ts, the site's own texts; Vite manifest); the reader's, account forms', settings' and study assistant's parts (<lang>.<part>.ts) load with the pages and widgets that show them; no language is built in, English included",
        detail: sizes.dictionary.detail,
      },
      {
        id: 'site.firstLoad.gzip',
        figure: 'site first-load JS, gzip',
        goal: `≤ ${sizes.site.limit} KB`,
        value: sizes.site.value,
        unit: 'KB',
        met: sizes.site.value <= sizes.site.limit,
        miss: over(sizes.site.value, sizes.site.limit),
        how: 'gzip -9 of the entry chunk of site/dist and its static imports (Vite manifest); lazy routes, meanings and verses excluded',
        detail: sizes.site.detail,
      },
      {
        // Issue 18: the reader's code loads with the reader's routes only.
        id: 'site.firstLoad.readerCode',
        figure: "the reader's code in the site's first load, gzip",
        goal: '0 KB',
        value: sizes.readerInFirstLoad.value,
        unit: 'KB',
        met: sizes.readerInFirstLoad.value === 0,
        miss: over(sizes.readerInFirstLoad.value, 0),
        how: "gzip -9 of the site's first-load files (as site.firstLoad.gzip) that hold the reader widget's or its word panel's markup (class names only the reader's widgets write) or core's reader loaders (the names of data files only reader/reader.ts imports)",
        detail: {
          files: sizes.site.detail.files ?? 0,
          holdingReaderCode: sizes.readerInFirstLoad.detail.files.join(' ') || 'none',
        },
      },
      {
        id: 'vocabulary.oneLanguage.gzip',
        figure: "one language's vocabulary data, gzip (largest language)",
        goal: '≤ 25 KB',
        value: sizes.vocabulary.value,
        unit: 'KB',
        met: sizes.vocabulary.value <= 25,
        miss: over(sizes.vocabulary.value, 25),
        how: 'gzip -9 of words.json + meanings.<lang>.json, per language; the largest shown',
        detail: sizes.vocabulary.detail,
      },
    )
    expect(sizes.vocabulary.value).toBeGreaterThan(0)
  })

  it("the reader's data: the median surah and Al-Baqarah, one language", () => {
    // Issue 18's budgets, also in `npm run size`: a surah's words file and one language's file.
    const reader = measureReaderSizes()
    for (const [id, name, size] of [
      ['reader.medianSurah.gzip', 'the median surah', reader.median],
      ['reader.baqarah.gzip', 'Al-Baqarah', reader.baqarah],
    ] as const)
      figures.push({
        id,
        figure: `reader data of ${name}, one language, gzip (largest language: ${size.largest})`,
        goal: `≤ ${size.limit} KB`,
        value: size.value,
        unit: 'KB',
        met: size.value <= size.limit,
        miss:
          size.value > size.limit
            ? `by ${Math.round((size.value - size.limit) * 10) / 10} KB`
            : undefined,
        how: "gzip -9 of packages/core/src/vocabulary/data/reader/<surah>.words.reader.json + <surah>.<lang>.text.reader.json, what the reader fetches to show a surah in one language (the median of the 114 surahs' sizes); every language in detail",
        detail: size.detail,
      })
  })

  it('one widget in a React app', async () => {
    // Issue 14: what a React developer's app pays for one widget (it reported +68 KB).
    const cost = await measureWidgetCost()
    figures.push({
      id: 'react.widgetCost.gzip',
      figure: 'one widget in a React app (Flashcards in a provider), JS over React alone, gzip',
      goal: '≤ 60 KB',
      value: cost.extraJs,
      unit: 'KB',
      met: cost.extraJs <= 60,
      miss: cost.extraJs > 60 ? `by ${Math.round((cost.extraJs - 60) * 10) / 10} KB` : undefined,
      how: 'scripts/react-widget-cost.mjs: two Vite apps built against the built @kalima/react, React alone and React with <KalimaProvider><Flashcards deck={1} /></KalimaProvider> and its styles.css; gzip -9 of the JS each loads up front (entry and static imports), the difference',
      detail: { react: cost.react.js, withWidget: cost.widget.js, css: cost.widget.css },
    })
    expect(cost.extraJs).toBeGreaterThan(0)
  }, 120_000)

  it('references: React + ReactDOM, Preact compat, the H5P standalone player', async () => {
    const react = kb(
      await bundleSize(
        'react',
        "import { createElement } from 'react'\nimport { createRoot } from 'react-dom/client'\nexport const mount = (el) => createRoot(el).render(createElement('p', null, 'x'))\n",
      ),
    )
    const preact = kb(
      await bundleSize(
        'preact',
        "import { createElement } from 'react'\nimport { createRoot } from 'react-dom/client'\nexport const mount = (el) => createRoot(el).render(createElement('p', null, 'x'))\n",
        {
          react: 'preact/compat',
          'react-dom/client': 'preact/compat/client',
          'react-dom': 'preact/compat',
        },
      ),
    )
    const packDir = mkdtempSync(join(tmpdir(), 'kalima-h5p-'))
    execFileSync('npm', ['pack', 'h5p-standalone@3.8.2', '--silent'], { cwd: packDir })
    execFileSync('tar', ['xzf', 'h5p-standalone-3.8.2.tgz'], { cwd: packDir })
    const h5pDist = join(packDir, 'package/dist')
    const h5p = kb(gzipBytes(['main.bundle.js', 'frame.bundle.js'].map((f) => join(h5pDist, f))))
    rmSync(packDir, { recursive: true, force: true })
    figures.push(
      {
        id: 'reference.react.gzip',
        figure: 'reference: React + ReactDOM (createRoot + render), gzip',
        goal: 'reported',
        value: react,
        unit: 'KB',
        met: null,
        how: 'Vite production library build of a one-line React app, gzip -9',
      },
      {
        id: 'reference.preact.gzip',
        figure: 'reference: the same app on preact/compat, gzip',
        goal: 'reported',
        value: preact,
        unit: 'KB',
        met: null,
        how: 'same build with react/react-dom aliased to preact/compat',
      },
      {
        id: 'reference.h5p.gzip',
        figure: 'reference: H5P standalone player 3.8.2 JS, gzip',
        goal: 'reported',
        value: h5p,
        unit: 'KB',
        met: null,
        how: 'gzip -9 of dist/main.bundle.js + dist/frame.bundle.js of the npm package h5p-standalone',
      },
    )
    expect(existsSync(h5pDist)).toBe(false)
    expect(react).toBeGreaterThan(preact)
  }, 120_000)
})

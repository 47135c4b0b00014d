#!/usr/bin/env node
// `npm run size:react`: what one widget costs a React app. Two Vite apps are built against the
// BUILT @kalima/react (run `npm run build -w @kalima/core -w @kalima/react` first): React alone,
// and React with <KalimaProvider><Flashcards deck={1} /></KalimaProvider> and its styles.css.
// Prints the gzip -9 size of what each loads up front (JS: the entry and its static imports,
// lazy chunks such as the meanings excluded; CSS apart) and the difference. `npm run size`
// holds the difference to its budget (scripts/size-budgets.mjs), `npm run bench` reports it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { gzipBytes, kb, root, staticClosure } from './sizes.mjs'

const apps = {
  react: `import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')).render(h('p', null, 'React alone'))`,
  widget: `import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { Flashcards, KalimaProvider } from '@kalima/react'
import '@kalima/react/styles.css'
createRoot(document.getElementById('root')).render(h(KalimaProvider, null, h(Flashcards, { deck: 1 })))`,
}

/**
 * What one widget (Flashcards in a provider) adds to a React app that loads it up front, KB
 * gzip: `react` (the app alone), `widget` (with the widget), `extraJs` (the difference).
 * Until 2026-11-29 every widget of the package came with any one (their `withProvider(…)` and
 * `memo(…)` calls at the top of a module, which a bundler keeps unless marked pure): 101 KB.
 */
export async function measureWidgetCost() {
  const sizes = {}
  for (const [name, main] of Object.entries(apps)) {
    // Inside node_modules so that bare imports resolve as in any consumer's project.
    const dir = join(root, 'node_modules/.cache/kalima-widget-cost', name)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
    )
    writeFileSync(join(dir, 'main.js'), main)
    await build({
      root: dir,
      logLevel: 'error',
      configFile: false,
      mode: 'production',
      // React's production build, also when run by a test runner that set NODE_ENV=test.
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { outDir: 'dist', emptyOutDir: true, manifest: true },
    })
    const js = staticClosure(join(dir, 'dist'), 'index.html')
    const manifest = JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8'))
    const css = (manifest['index.html'].css ?? []).map((f) => join(dir, 'dist', f))
    sizes[name] = { js: kb(gzipBytes(js)), css: kb(gzipBytes(css)) }
    rmSync(dir, { recursive: true, force: true })
  }
  return {
    react: sizes.react,
    widget: sizes.widget,
    extraJs: Math.round((sizes.widget.js - sizes.react.js) * 10) / 10,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cost = await measureWidgetCost()
  console.log(`React alone: ${cost.react.js} KB JS gzip`)
  console.log(`React + one widget: ${cost.widget.js} KB JS + ${cost.widget.css} KB CSS gzip`)
  console.log(`one widget costs ${cost.extraJs} KB JS + ${cost.widget.css} KB CSS gzip over React`)
}

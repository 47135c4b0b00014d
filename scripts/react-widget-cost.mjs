#!/usr/bin/env node
// `npm run size:react`: what one widget costs a React app. Two Vite apps are built against the
// BUILT @kalima/react (run `npm run build -w @kalima/core -w @kalima/react` first): React alone,
// and React with <KalimaProvider><Flashcards deck={1} /></KalimaProvider> and its styles.css.
// Prints the gzip -9 size of what each loads up front (JS: the entry and its static imports,
// lazy chunks such as the meanings excluded; CSS apart) and the difference.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
    build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  })
  const js = staticClosure(join(dir, 'dist'), 'index.html')
  const manifest = JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8'))
  const css = (manifest['index.html'].css ?? []).map((f) => join(dir, 'dist', f))
  sizes[name] = { js: kb(gzipBytes(js)), css: kb(gzipBytes(css)) }
}
const extraJs = Math.round((sizes.widget.js - sizes.react.js) * 10) / 10
console.log(`React alone: ${sizes.react.js} KB JS gzip`)
console.log(`React + one widget: ${sizes.widget.js} KB JS + ${sizes.widget.css} KB CSS gzip`)
console.log(`one widget costs ${extraJs} KB JS + ${sizes.widget.css} KB CSS gzip over React`)

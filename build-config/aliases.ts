// Workspace packages resolve to their sources in dev, tests and the site build,
// so nothing needs building first. Published consumers get dist/ via `exports`.
import { fileURLToPath } from 'node:url'

const src = (pkg: string) =>
  fileURLToPath(new URL(`../packages/${pkg}/src/index.ts`, import.meta.url))

/** A subpath of @kalima/core: its entry's source (packages/core/src/entries/<name>.ts). */
const coreEntry = (name: string) =>
  fileURLToPath(new URL(`../packages/core/src/entries/${name}.ts`, import.meta.url))

export const workspaceAliases = {
  // Subpaths first: an alias also matches the start of a longer specifier.
  '@kalima/react/testing': fileURLToPath(
    new URL('../packages/react/src/testing/index.ts', import.meta.url),
  ),
  '@kalima/core/reader': coreEntry('reader'),
  '@kalima/core/stats': coreEntry('stats'),
  '@kalima/core/progress': coreEntry('progress'),
  '@kalima/core/accounts': coreEntry('accounts'),
  '@kalima/core/sync': coreEntry('sync'),
  '@kalima/core/pocketbase': coreEntry('pocketbase'),
  '@kalima/core/testing': coreEntry('testing'),
  '@kalima/core': src('core'),
  '@kalima/react': src('react'),
  '@kalima/embed': src('embed'),
}

/**
 * React → preact/compat, for the shipped builds (site and embed CDN files): the same
 * widgets at a fraction of React's ~60 KB gzip. Tests, Storybook and the npm packages
 * keep real React.
 */
export const preactAliases = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // The site's router (wouter) reads the location through React's useSyncExternalStore
  // shim, a CommonJS module: preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
]

/** Workspace sources plus preact/compat, in Vite's alias-array form. */
export const shippedAliases = [
  ...Object.entries(workspaceAliases).map(([find, replacement]) => ({ find, replacement })),
  ...preactAliases,
]

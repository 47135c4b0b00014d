import { defineConfig } from 'tsup'
import { kalimaCssEsbuild } from './build/plugins.ts'

// npm build: bundlers of the consumer resolve react, @kalima/react and @kalima/core.
// The CDN build (one script tag, preact/compat) is vite.config.ts.
export default defineConfig({
  // jsx.ts: types only (`@kalima/embed/jsx`), its .js is empty.
  entry: ['src/index.ts', 'src/jsx.ts'],
  format: ['esm', 'cjs'],
  // Types are checked against the workspace sources (dist of core/react may be stale mid-build);
  // the emitted .d.ts still imports them by package name.
  dts: {
    compilerOptions: {
      paths: {
        '@kalima/core': ['../core/src/index.ts'],
        '@kalima/core/*': ['../core/src/entries/*.ts'],
        '@kalima/react': ['../react/src/index.ts'],
      },
    },
  },
  clean: false,
  outDir: 'dist',
  // No source maps in the tarball; the sources are in the repository.
  sourcemap: false,
  target: 'es2022',
  external: ['react', 'react-dom', '@kalima/core', '@kalima/react'],
  esbuildPlugins: [kalimaCssEsbuild()],
})

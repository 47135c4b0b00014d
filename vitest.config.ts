import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { workspaceAliases } from './build-config/aliases.ts'

// One runner, six projects: `npm test` runs unit and component, then integration, then e2e
// (scripts/test.mjs, each stage timed); bench and soak are `npm run bench` and `bench:soak`.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    globals: true,
    // Every core (Vitest's own default leaves one idle: one worker on a 2-core machine, which
    // took the unit and component tests from 130 s to 192 s here).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Server rendering of the widgets runs here too: Node, no DOM, no fake IndexedDB.
          include: [
            'packages/core/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/lib/**/*.test.ts',
            // The site's and the embed's build plugins (Node).
            'site/*.test.ts',
            'packages/embed/build/*.test.ts',
            // The service worker's rules (site/sw).
            'site/sw/**/*.test.ts',
            'packages/react/src/**/*.server.test.tsx',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: [
            'packages/react/src/**/*.test.{ts,tsx}',
            'packages/embed/src/**/*.test.{ts,tsx}',
            'site/src/**/*.test.{ts,tsx}',
          ],
          // Server rendering tests run in Node, without a DOM (the unit project).
          exclude: ['**/node_modules/**', '**/*.server.test.tsx'],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One Chromium, one PocketBase and one server of site/dist for the whole run, which
          // every file uses (a file needing a server of its own still starts one).
          globalSetup: ['tests/helpers/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page's state (a stored answer, a font loaded, an attribute) is polled for up to
          // 10 s, not vitest's 1 s: on CI's two busy cores a page's first stages alone can
          // take a second. A condition that never holds still fails.
          expect: { poll: { timeout: 10_000 } },
          // Files run side by side, one per core (two here), each in browser contexts of its own.
        },
      },
      {
        extends: true,
        test: {
          name: 'bench',
          environment: 'node',
          include: ['bench/**/*.bench.ts'],
          testTimeout: 900_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'soak',
          environment: 'node',
          include: ['bench/**/*.soak.ts'],
          testTimeout: 3_600_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})

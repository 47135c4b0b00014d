import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import { workspaceAliases } from './build-config/aliases.ts'

/** The browser tests' options, shared by the files run side by side and those run alone. */
const E2E = {
  environment: 'node' as const,
  include: ['tests/e2e/**/*.test.ts'],
  // One Chromium, one PocketBase and one server of site/dist for the run, which every file
  // uses (a file needing a server of its own still starts one).
  globalSetup: ['tests/helpers/e2e-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page's state (a stored answer, a font loaded, an attribute) is polled for up to 10 s,
  // not vitest's 1 s: on CI's two busy cores a page's first stages alone can take a second. A
  // condition that never holds still fails.
  expect: { poll: { timeout: 10_000 } },
} satisfies ViteUserConfig['test']
/**
 * Browser tests whose checks need an idle machine, run after the others, alone: layout shift
 * as fonts arrive "on time" on loopback (site-prerender), and a page that must see itself
 * offline before a module's fetch fails (site-offline: with two files at once the failure once
 * came first, and the page loaded three times instead of two).
 */
const E2E_ALONE = ['tests/e2e/site-prerender.test.ts', 'tests/e2e/site-offline.test.ts']

// One runner, seven projects: `npm test` runs unit and component, then integration, then e2e
// and e2e-alone (scripts/test.mjs, each stage timed); bench and soak are `npm run bench` and
// `bench:soak`.
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
          // Files side by side, one per core: each starts a PocketBase of its own on a free
          // port with its own data, and most of their time is spent waiting on it.
        },
      },
      {
        extends: true,
        test: {
          ...E2E,
          name: 'e2e',
          exclude: ['**/node_modules/**', ...E2E_ALONE],
          // Files run side by side, one per core (two here), each in browser contexts of its
          // own. Three or four at a time took as long (13 min 48 s, 12 min 38 s against 12 min
          // 59 s) and pushed the longest tests past their timeouts: the files' time is CPU.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          ...E2E,
          // The checks of a page's timing (E2E_ALONE) want the cores to themselves: after the
          // others, one file at a time.
          name: 'e2e-alone',
          include: E2E_ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
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

// Runs the repository's TypeScript sources from a Node script through Vite's module runner,
// workspace packages resolved to their sources as in the tests (build-config/aliases.ts), so nothing needs
// building first. Used by `npm run i18n:check` and `npm run build:pb` (the e-mail texts).
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner, runnerImport } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Opens a module runner: `load(path)` imports a source file (a path from the repository's
 * root); `close()` ends it (keep it open while imported code still imports lazily).
 * @returns {Promise<{ load: (path: string) => Promise<any>, close: () => Promise<void> }>}
 */
export async function openSourceRunner() {
  const { module: aliases } = await runnerImport(`${root}build-config/aliases.ts`, {
    configFile: false,
    logLevel: 'error',
  })
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: { alias: aliases.workspaceAliases },
  })
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
  return {
    load: (path) => runner.import(`${root}${path}`),
    close: async () => {
      await runner.close()
      await server.close()
    },
  }
}

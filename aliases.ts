// Workspace packages resolve to their sources in dev, tests and the site build,
// so nothing needs building first. Published consumers get dist/ via `exports`.
import { fileURLToPath } from 'node:url'

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url))

export const workspaceAliases = {
  '@kalima/core': src('core'),
  '@kalima/react': src('react'),
  '@kalima/embed': src('embed'),
}

// The built site served as a static host serves it (one origin for the app and its API)
// with a real PocketBase behind it, for the browser benchmarks.
import { startPocketBase, type TestPocketBase } from '../../tests/helpers/pocketbase'
import { serveSiteDist } from '../../tests/helpers/site'
import type { StaticServer } from '../../tests/helpers/static-server'

/** A served site and its PocketBase. */
export interface ServedSite {
  url: string
  pb: TestPocketBase
  close(): Promise<void>
}

/**
 * Serves site/dist as a static host does (prerendered pages at their pretty URLs, the app
 * shell for other paths) with /api forwarded to a fresh PocketBase.
 */
export async function serveSite(): Promise<ServedSite> {
  const pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100' } })
  const site: StaticServer = await serveSiteDist({ apiOrigin: pb.url })
  return {
    url: site.url,
    pb,
    async close() {
      await site.close()
      await pb.stop()
    },
  }
}

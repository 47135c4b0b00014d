// The built site served as in production (one origin for the app and its API)
// with a real PocketBase behind it, for the browser benchmarks.
import { startPocketBase, type TestPocketBase } from '../../tests/helpers/pocketbase'
import { type StaticServer, serveStatic } from '../../tests/helpers/static-server'

/** A served site and its PocketBase. */
export interface ServedSite {
  url: string
  pb: TestPocketBase
  close(): Promise<void>
}

/** Serves site/dist with /api forwarded to a fresh PocketBase. */
export async function serveSite(): Promise<ServedSite> {
  const pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100' } })
  const site: StaticServer = await serveStatic('site/dist', { apiOrigin: pb.url })
  return {
    url: site.url,
    pb,
    async close() {
      await site.close()
      await pb.stop()
    },
  }
}

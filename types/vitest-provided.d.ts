// What the e2e run's global setup (tests/helpers/e2e-global-setup.ts) gives every test file.
import 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared Chromium, PocketBase and site/dist server; absent outside e2e. */
    kalimaE2e?: {
      /** Playwright's endpoint of the shared Chromium (`chromium.connect`). */
      browserEndpoint: string
      pbUrl: string
      siteUrl: string
      /** A superuser token of the shared PocketBase. */
      token: string
    }
  }
}

import { type DictionaryPart, useDictionaryPart } from '@kalima/react'
import { type ComponentType, lazy, useState } from 'react'
import { PageLoading } from './Layout'

/** A page in its own chunk: rendered through Suspense until loaded, directly afterwards. */
export interface LazyPage<P extends object> {
  (props: P): React.ReactElement
  /** Loads the page's chunk (once); the page then renders without a Suspense fallback. */
  preload(): Promise<unknown>
  /** The page's source module, as Vite's build manifest names it (src/pages/…). */
  module: string
  /** The part of the UI dictionaries the page's texts need besides `main`, if any. */
  part?: DictionaryPart
}

/** Whether a component is a {@link LazyPage}. */
export const isLazyPage = (value: unknown): value is LazyPage<never> =>
  typeof value === 'function' && 'preload' in value && 'module' in value

/**
 * A page loaded on demand. Unlike a bare `lazy()`, a page whose chunk is already loaded
 * (`preload()` before the first render, as main.tsx does for the current route and the
 * build's prerender for every route) renders at once, so the prerendered HTML is never
 * replaced by the "Loading…" fallback.
 */
export function lazyPage<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
  part?: DictionaryPart,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // A failed chunk load (offline before the service worker has it) can be retried.
        pending = undefined
        throw error
      },
    )
    return pending
  }
  const Lazy = lazy(async () => ({ default: await preload() }))
  function Page(props: P) {
    // Chosen once per mount, so a page that finishes loading later keeps its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    // The page's dictionary part: prepared with the page by main.tsx and the prerender, so
    // this waits only after a navigation in the app (the layout's "Loading…" meanwhile).
    const ready = useDictionaryPart(part ?? 'main')
    return ready ? <Component {...props} /> : <PageLoading />
  }
  return Object.assign(Page, { preload, module, ...(part ? { part } : {}) })
}

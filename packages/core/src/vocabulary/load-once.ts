/** A loader from {@link loadOnce}: call it to load a key, `peek` for what has arrived. */
export interface LoadOnce<K, V> {
  (key: K): Promise<V>
  /** The key's value when its load has finished (undefined while loading, or after a failure). */
  peek(key: K): V | undefined
}

/**
 * A loader that loads each key once: callers share the pending or settled promise, except
 * that a failed load (a data chunk fetched offline, a dropped connection) is forgotten, so
 * the next call tries again instead of failing for the rest of the page's life. What has
 * arrived can be read at once (`peek`): a first render (the build's prerender, the page's
 * first render after its data was awaited) shows it without waiting for an effect.
 */
export function loadOnce<K, V>(load: (key: K) => Promise<V>): LoadOnce<K, V> {
  const cache = new Map<K, Promise<V>>()
  const values = new Map<K, V>()
  const loader = (key: K) => {
    let promise = cache.get(key)
    if (!promise) {
      const started = load(key)
      promise = started
      cache.set(key, started)
      started.then(
        (value) => values.set(key, value),
        () => {
          if (cache.get(key) === started) cache.delete(key)
        },
      )
    }
    return promise
  }
  return Object.assign(loader, { peek: (key: K) => values.get(key) })
}

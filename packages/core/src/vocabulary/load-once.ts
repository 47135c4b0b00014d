/**
 * A loader that loads each key once: callers share the pending or settled promise, except
 * that a failed load (a data chunk fetched offline, a dropped connection) is forgotten, so
 * the next call tries again instead of failing for the rest of the page's life.
 */
export function loadOnce<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>()
  return (key) => {
    let promise = cache.get(key)
    if (!promise) {
      promise = load(key)
      cache.set(key, promise)
      promise.catch(() => {
        if (cache.get(key) === promise) cache.delete(key)
      })
    }
    return promise
  }
}

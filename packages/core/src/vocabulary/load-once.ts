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

/**
 * `make` computed once per object it is given: the same result each time for the same first
 * argument (held weakly, so it goes with that object). For what is derived from loaded data,
 * each loaded once: a surah's summary summed once, its word list made once. Any further
 * arguments must be the same for a given first one (they are not part of the key).
 */
export function madeOnce<K extends object, A extends unknown[], V>(
  make: (key: K, ...rest: A) => V,
): (key: K, ...rest: A) => V {
  const made = new WeakMap<K, V>()
  return (key, ...rest) => {
    if (made.has(key)) return made.get(key) as V
    const value = make(key, ...rest)
    made.set(key, value)
    return value
  }
}

// What the site's service worker keeps of the version it replaces (sw.ts).

/** Where the files of the versions a new one replaced are kept, for pages still running them. */
export const PREVIOUS_CACHE = 'kalima-previous'

/** How long a replaced version's files are kept: longer than a tab stays open unloaded. */
export const PREVIOUS_MAX_AGE_SECONDS = 14 * 24 * 60 * 60

/** At most this many files are kept (a deploy replaces a few dozen chunks). */
export const PREVIOUS_MAX_ENTRIES = 400

/**
 * The cached files of the installed version that a new version's precache list drops: the
 * app's hashed build files (`/assets/…`, each name its content's hash, so a name never
 * changes what it serves) that the new list does not name. A page still running the
 * installed version may ask for one of them (a lazily loaded dialog, a dictionary part)
 * after the new version took over and the host no longer has it.
 *
 * @param cached URLs of the precache as it stands (the installed version's files, and
 *   perhaps some of the new version's being installed alongside).
 * @param precacheList The new version's precache list, as URLs relative to `base`.
 * @param base The service worker's scope URL.
 */
export function droppedAssets(
  cached: readonly string[],
  precacheList: readonly string[],
  base: string,
): string[] {
  const scope = new URL(base)
  const assets = `${scope.pathname}assets/`
  const kept = new Set(precacheList.map((url) => new URL(url, scope).href))
  return cached.filter((href) => {
    const url = new URL(href)
    return (
      url.origin === scope.origin &&
      url.pathname.startsWith(assets) &&
      !url.search &&
      !kept.has(url.href)
    )
  })
}

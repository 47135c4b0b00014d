// The addresses a prerendered page gives of itself and of its other languages (hreflang
// alternates, canonical). Search engines ask for absolute URLs: with the site's public
// address set at build time (VITE_KALIMA_SITE_URL), they are; without it, root-relative.

/**
 * The site's public address from the build's environment, without a trailing slash;
 * `undefined` when unset.
 * @throws Error when it is set but not an absolute http(s) URL (the build stops).
 */
export function siteUrlOf(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(
      `VITE_KALIMA_SITE_URL must be an absolute URL, e.g. https://kalima.app (got "${value}")`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`VITE_KALIMA_SITE_URL must be an http(s) URL (got "${value}")`)
  return url.href.replace(/\/+$/, '')
}

/** A page's address: `path` (from the root, '/ur/learn/1') under `base`, absolute with `siteUrl`. */
export function pageUrl(siteUrl: string | undefined, base: string, path: string): string {
  const local = `${base}${path.replace(/^\//, '')}`
  return siteUrl ? `${siteUrl}${local}` : local
}

/// <reference path="../../pb_data/types.d.ts" />
// Security headers of every response (pb_hooks/static.pb.js): X-Content-Type-Options and
// Referrer-Policy everywhere, HSTS when configured, and on the site's own paths (not /api/,
// not the admin UI /_/) the headers the build wrote to the site's _headers file
// (site/csp-plugin.ts: the Content-Security-Policy with the pages' inline hashes).

/** The "Name: value" lines of a _headers file's `/*` block. */
function parseHeaders(text) {
  const headers = []
  let inAll = false
  const lines = String(text).split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '')
    if (line.trim() === '' || line.trim().charAt(0) === '#') continue
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*'
      continue
    }
    const m = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line)
    if (inAll && m) headers.push([m[1], m[2]])
  }
  return headers
}

/**
 * The Strict-Transport-Security value, or '' for none. KALIMA_HSTS: `off`, `on` (one year),
 * or a full value (`max-age=63072000; includeSubDomains; preload`); unset: on when
 * KALIMA_APP_URL is https.
 */
function hstsValue(env) {
  const setting = env('KALIMA_HSTS')
  const lower = setting.toLowerCase()
  if (lower === 'off' || lower === 'false' || lower === '0') return ''
  if (lower === 'on' || lower === 'true' || lower === '1') return 'max-age=31536000'
  if (setting) return setting
  return /^https:\/\//i.test(env('KALIMA_APP_URL')) ? 'max-age=31536000' : ''
}

/** Sets the headers for the request `e` (a PocketBase RequestEvent). */
function applySecurityHeaders(e) {
  const { env } = require(`${__hooks}/lib/env.js`)
  const path = e.request.url.path
  const header = e.response.header()
  header.set('X-Content-Type-Options', 'nosniff')
  header.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  const hsts = hstsValue(env)
  if (hsts) header.set('Strict-Transport-Security', hsts)
  if (
    path === '/api' ||
    path.indexOf('/api/') === 0 ||
    path === '/_' ||
    path.indexOf('/_/') === 0
  ) {
    return
  }
  const dir = env('KALIMA_SITE_DIR')
  if (!dir) return
  // Read on each page or file request (as static.pb.js reads the pages): a rebuilt site's
  // new hashes apply at once.
  let text
  try {
    text = toString($os.readFile(`${dir}/_headers`))
  } catch (_) {
    return // a site built without the headers plugin: no policy to send
  }
  const headers = parseHeaders(text)
  for (let i = 0; i < headers.length; i++) header.set(headers[i][0], headers[i][1])
}

module.exports = { parseHeaders, hstsValue, applySecurityHeaders }

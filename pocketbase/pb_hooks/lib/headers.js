/// <reference path="../../pb_data/types.d.ts" />
// Security headers of every response (pb_hooks/static.pb.js): X-Content-Type-Options and
// Referrer-Policy everywhere, HSTS when configured, and on the site's own paths (not /api/,
// not the admin UI /_/) the headers the build wrote to the site's _headers file
// (site/csp-plugin.ts: the Content-Security-Policy with the pages' inline hashes; the embed's
// files and frame pages get their own rules: CORS, caching, a policy that allows framing).

/**
 * The rules of a _headers file (Netlify / Cloudflare Pages format): a path pattern (`*`
 * matches any run of characters) and its indented lines, "Name: value" to set a header or
 * "! Name" to detach one set by an earlier matching rule (Cloudflare Pages' syntax).
 */
function parseRules(text) {
  const rules = []
  let rule = null
  const lines = String(text).split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '')
    if (line.trim() === '' || line.trim().charAt(0) === '#') continue
    if (!/^\s/.test(line)) {
      rule = { pattern: line.trim(), set: [], detach: [] }
      rules.push(rule)
      continue
    }
    if (!rule) continue
    const detach = /^\s+!\s*([A-Za-z0-9-]+)\s*$/.exec(line)
    if (detach) {
      rule.set.push([detach[1], null])
      continue
    }
    const m = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line)
    if (m) rule.set.push([m[1], m[2]])
  }
  return rules
}

/** Whether a _headers path pattern matches a request path. */
function patternMatches(pattern, path) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`).test(path)
}

/**
 * The headers a _headers file gives `path`: every matching rule in file order, a later
 * rule's value replacing an earlier one's, `null` for a detached header. Without `path`,
 * the `/*` rule alone.
 */
function parseHeaders(text, path) {
  const out = []
  const rules = parseRules(text)
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]
    if (path === undefined ? rule.pattern !== '/*' : !patternMatches(rule.pattern, path)) continue
    for (let j = 0; j < rule.set.length; j++) {
      const name = rule.set[j][0]
      const lower = name.toLowerCase()
      for (let k = out.length - 1; k >= 0; k--)
        if (out[k][0].toLowerCase() === lower) out.splice(k, 1)
      out.push(rule.set[j])
    }
  }
  return out
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
  const headers = parseHeaders(text, path)
  for (let i = 0; i < headers.length; i++) {
    if (headers[i][1] === null) header.del(headers[i][0])
    else header.set(headers[i][0], headers[i][1])
  }
}

module.exports = { parseHeaders, hstsValue, applySecurityHeaders }

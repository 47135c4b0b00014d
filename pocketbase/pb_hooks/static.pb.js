/// <reference path="../pb_data/types.d.ts" />
// PocketBase serves the built site (start.mjs passes --publicDir=site/dist), so it
// must serve it as a CDN would: compressed, and with long-lived caching for the
// content-hashed assets (their names change whenever their content does).

routerUse($apis.gzip())

// Security headers (lib/headers.js): nosniff, Referrer-Policy and HSTS (when configured) on
// every response; on the site's pages and files the Content-Security-Policy of its _headers.
// Before the prerendered pages' middleware, which answers without calling the next one.
routerUse((e) => {
  require(`${__hooks}/lib/headers.js`).applySecurityHeaders(e)
  return e.next()
})

// The build prerenders every route to an HTML file (site/prerender-plugin.ts): /learn/1 is
// learn/1.html. PocketBase's static handler would answer such paths with index.html (and
// redirect /learn, a directory too, to /learn/), so the page's own file is served first.
// Paths with an extension, the API and the admin UI are left to PocketBase.
routerUse((e) => {
  const method = e.request.method
  const path = e.request.url.path
  const dir = String($os.getenv('KALIMA_SITE_DIR') || '')
  if (
    !dir ||
    (method !== 'GET' && method !== 'HEAD') ||
    path === '/' ||
    path.indexOf('/api/') === 0 ||
    path === '/api' ||
    path.indexOf('/_/') === 0 ||
    path === '/_' ||
    /\.[A-Za-z0-9]+$/.test(path) ||
    !/^[A-Za-z0-9/_-]+$/.test(path) // also keeps out '..' and anything odd
  ) {
    return e.next()
  }
  const name = path.replace(/\/+$/, '')
  let html
  try {
    html = toString($os.readFile(`${dir}${name}.html`))
  } catch (_) {
    return e.next()
  }
  e.response.header().set('Cache-Control', 'no-cache')
  return e.html(200, html)
})

routerUse((e) => {
  const path = e.request.url.path
  if (path.indexOf('/assets/') === 0 || path.indexOf('/fonts/') === 0) {
    e.response.header().set('Cache-Control', 'public, max-age=31536000, immutable')
  } else if (path === '/sw.js' || path === '/index.html' || path === '/') {
    e.response.header().set('Cache-Control', 'no-cache')
  }
  return e.next()
})

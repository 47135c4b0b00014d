/// <reference path="../pb_data/types.d.ts" />
// PocketBase serves the built site (start.mjs passes --publicDir=site/dist), so it
// must serve it as a CDN would: compressed, with long-lived caching for the
// content-hashed assets (their names change whenever their content does), and with the
// site's security headers.
//
// One JS middleware for every request (each one costs a JS VM round trip, and every sync
// push passes through them): security headers; the admin UI gate (/_/); the prerendered
// pages; caching.

routerUse($apis.gzip())

routerUse((e) => {
  const path = e.request.url.path
  // nosniff, Referrer-Policy and HSTS (when configured) everywhere; on the site's pages and
  // files the headers of its _headers file (the Content-Security-Policy): lib/headers.js.
  require(`${__hooks}/lib/headers.js`).applySecurityHeaders(e)
  if (path === '/api' || path.indexOf('/api/') === 0) return e.next()

  // PocketBase's admin UI: 404 when turned off (KALIMA_ADMIN_UI=off) or for a client IP
  // outside KALIMA_ADMIN_ALLOW (lib/admin.js). An OAuth2 popup that ends there is closed by
  // the app's SDK anyway.
  if (path === '/_' || path.indexOf('/_/') === 0) {
    if (require(`${__hooks}/lib/admin.js`).adminUiBlocked(e)) throw new NotFoundError()
    return e.next()
  }

  const method = e.request.method
  const dir = String($os.getenv('KALIMA_SITE_DIR') || '')
  // The build prerenders every route to an HTML file (site/prerender-plugin.ts): /learn/1 is
  // learn/1.html. PocketBase's static handler would answer such paths with index.html (and
  // redirect /learn, a directory too, to /learn/), so the page's own file is served first.
  // Paths with an extension are left to PocketBase.
  if (
    dir &&
    (method === 'GET' || method === 'HEAD') &&
    path !== '/' &&
    !/\.[A-Za-z0-9]+$/.test(path) &&
    /^[A-Za-z0-9/_-]+$/.test(path) // also keeps out '..' and anything odd
  ) {
    const name = path.replace(/\/+$/, '')
    let html = null
    try {
      html = toString($os.readFile(`${dir}${name}.html`))
    } catch (_) {
      // no page of that name: PocketBase answers (the app shell)
    }
    if (html !== null) {
      e.response.header().set('Cache-Control', 'no-cache')
      return e.html(200, html)
    }
  }

  if (path.indexOf('/assets/') === 0 || path.indexOf('/fonts/') === 0) {
    e.response.header().set('Cache-Control', 'public, max-age=31536000, immutable')
  } else if (path === '/sw.js' || path === '/index.html' || path === '/') {
    e.response.header().set('Cache-Control', 'no-cache')
  }
  return e.next()
})

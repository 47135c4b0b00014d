/// <reference path="../pb_data/types.d.ts" />
// PocketBase serves the built site (start.mjs passes --publicDir=site/dist), so it
// must serve it as a CDN would: compressed, and with long-lived caching for the
// content-hashed assets (their names change whenever their content does).

routerUse($apis.gzip())

routerUse((e) => {
  const path = e.request.url.path
  if (path.indexOf('/assets/') === 0 || path.indexOf('/fonts/') === 0) {
    e.response.header().set('Cache-Control', 'public, max-age=31536000, immutable')
  } else if (path === '/sw.js' || path === '/index.html' || path === '/') {
    e.response.header().set('Cache-Control', 'no-cache')
  }
  return e.next()
})

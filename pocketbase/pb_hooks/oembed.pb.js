/// <reference path="../pb_data/types.d.ts" />
// oEmbed endpoint of the site's study modes and iframe pages (lib/oembed.js); the mode
// pages link to it (site/embed-plugin.ts). Public: it reads no data.

routerAdd('GET', '/api/kalima/oembed', (e) => require(`${__hooks}/lib/oembed.js`).handleOembed(e))

/// <reference path="../../pb_data/types.d.ts" />
// oEmbed (https://oembed.com) for Kalima's pages: GET /api/kalima/oembed?url=…&format=json
// answers a `rich` embed whose html is the iframe of the study mode the URL shows. It
// accepts the iframe pages (/embed/frame/<mode>?category=3&lang=ur) and the site's mode
// pages (/learn/3, /match/surah/112, /review), on the site's own origin (or as a path).
// Deck numbers and values are passed to the element, which falls back to its defaults
// for a bad one, exactly as on any page. Plain JavaScript for PocketBase's goja.

/** Modes with a frame page (site/embed-plugin.ts writes one per study mode). */
const MODES = ['flashcards', 'learn', 'test', 'match', 'words', 'review']
/** The element attributes a frame URL carries (packages/embed/src/attribute-names.ts). */
const ATTRIBUTES = ['category', 'surah', 'lang', 'theme', 'arabic-size', 'meaning-size', 'sound']
/** Size of the iframe when the consumer sets no maximum (CSS px). */
const WIDTH = 720
const HEIGHT = 640

function decode(text) {
  try {
    return decodeURIComponent(String(text).replace(/\+/g, ' '))
  } catch (_) {
    return null
  }
}

/** The first value of each name in a query string ("a=1&b=2"). */
function parseQuery(query) {
  const values = {}
  const pairs = String(query || '').split('&')
  for (let i = 0; i < pairs.length; i++) {
    if (!pairs[i]) continue
    const at = pairs[i].indexOf('=')
    const name = decode(at < 0 ? pairs[i] : pairs[i].slice(0, at))
    const value = decode(at < 0 ? '' : pairs[i].slice(at + 1))
    if (name === null || value === null) continue
    if (!Object.hasOwn(values, name)) values[name] = value
  }
  return values
}

/**
 * The study mode and element attributes a Kalima URL shows, or null when it shows none.
 * `origin` is the site's ("https://kalima.app"); an absolute URL elsewhere is not ours.
 */
function embedOf(url, origin) {
  const m = /^(https?:\/\/[^/?#]+)?(\/[^?#]*)(?:\?([^#]*))?(?:#.*)?$/i.exec(
    String(url || '').trim(),
  )
  if (!m) return null
  if (m[1] && m[1].toLowerCase() !== origin.toLowerCase()) return null
  const path = m[2].replace(/\/+$/, '')
  const query = parseQuery(m[3])
  const attributes = []
  const frame = /^\/embed\/frame\/([a-z]+)$/.exec(path)
  if (frame) {
    if (MODES.indexOf(frame[1]) < 0) return null
    for (let i = 0; i < ATTRIBUTES.length; i++) {
      const name = ATTRIBUTES[i]
      if (Object.hasOwn(query, name)) attributes.push([name, query[name].slice(0, 100)])
    }
    return { mode: frame[1], attributes: attributes }
  }
  const page = /^\/([a-z]+)(?:\/(\d{1,3})|\/surah\/(\d{1,3}))?$/.exec(path)
  if (!page || MODES.indexOf(page[1]) < 0) return null
  if (page[1] === 'review' && (page[2] || page[3])) return null
  if (page[2]) attributes.push(['category', page[2]])
  if (page[3]) attributes.push(['surah', page[3]])
  return { mode: page[1], attributes: attributes }
}

/** A positive integer query value, or the fallback. */
function size(value, fallback) {
  const n = /^\d{1,5}$/.test(String(value || '')) ? Number(value) : 0
  return n > 0 ? Math.min(n, fallback) : fallback
}

/**
 * The oEmbed answer for a request's query: { status, body }. 400 without a url, 404 for a
 * URL that shows no study mode of this site, 501 for a format other than JSON.
 */
function oembedResponse(query, origin) {
  const { escapeHtml } = require(`${__hooks}/lib/mail.js`)
  const format = String(query.format || 'json').toLowerCase()
  if (format !== 'json') return { status: 501, body: { message: 'Only format=json is supported.' } }
  if (!query.url) return { status: 400, body: { message: 'The url parameter is required.' } }
  const embed = embedOf(query.url, origin)
  if (!embed) return { status: 404, body: { message: 'No Kalima study mode at this URL.' } }
  const width = size(query.maxwidth, WIDTH)
  const height = size(query.maxheight, HEIGHT)
  const search = embed.attributes
    .map((a) => `${encodeURIComponent(a[0])}=${encodeURIComponent(a[1])}`)
    .join('&')
  const src = `${origin}/embed/frame/${embed.mode}${search ? `?${search}` : ''}`
  const title = `Kalima: ${embed.mode.charAt(0).toUpperCase()}${embed.mode.slice(1)}`
  return {
    status: 200,
    body: {
      version: '1.0',
      type: 'rich',
      provider_name: 'Kalima',
      provider_url: `${origin}/`,
      title: title,
      html: `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="${width}" height="${height}" style="border:0" loading="lazy"></iframe>`,
      width: width,
      height: height,
      cache_age: 86400,
    },
  }
}

/** The site's origin: KALIMA_APP_URL's, else the request's own. */
function siteOrigin(e) {
  const { env } = require(`${__hooks}/lib/env.js`)
  const app = /^(https?:\/\/[^/?#]+)/i.exec(env('KALIMA_APP_URL'))
  if (app) return app[1]
  return `${e.request.tls ? 'https' : 'http'}://${e.request.host}`
}

/** GET /api/kalima/oembed. */
function handleOembed(e) {
  const url = e.request.url
  const answer = oembedResponse(parseQuery(url.rawQuery), siteOrigin(e))
  e.response.header().set('Cache-Control', 'public, max-age=86400')
  e.response.header().set('Access-Control-Allow-Origin', '*')
  return e.json(answer.status, answer.body)
}

module.exports = { embedOf, oembedResponse, parseQuery, handleOembed }

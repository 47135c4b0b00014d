// Serves a built folder (site/dist, the embed demo) on a free loopback port,
// with the single-page-app fallback to index.html that a static host gives.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

/** Each file's gzip, made once: the built files do not change during a run (by path, mtime and size). */
const gzipped = new Map<string, Buffer>()

/**
 * `file` compressed with gzip, as a static host serves text: compressed once and kept, so
 * pages loaded again and again (a test run loads thousands, each with its scripts) cost the
 * server nothing more than the read.
 */
export function gzipOf(file: string): Buffer {
  const { mtimeMs, size } = statSync(file)
  const key = `${file}\0${mtimeMs}\0${size}`
  let body = gzipped.get(key)
  if (!body) {
    body = gzipSync(readFileSync(file))
    gzipped.set(key, body)
  }
  return body
}

/** A running static server. */
export interface StaticServer {
  url: string
  close(): Promise<void>
}

/** Options of {@link serveStatic}. */
export interface StaticOptions {
  /** Serve index.html for unknown extension-less paths (default true). */
  spa?: boolean
  /**
   * Forward /api/* (and /_/*, PocketBase's admin UI with its OAuth2 result pages) to this
   * origin (a test PocketBase), as the production host does.
   */
  apiOrigin?: string
}

/** Serves `root`; unknown paths without an extension get `index.html` (SPA routing). */
export async function serveStatic(
  root: string,
  options: StaticOptions = {},
): Promise<StaticServer> {
  const base = resolve(root)
  if (!existsSync(join(base, 'index.html'))) {
    throw new Error(`${base}/index.html not found: build first (npm run build).`)
  }
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    if (options.apiOrigin && (path.startsWith('/api/') || path.startsWith('/_/'))) {
      const target = new URL(request.url ?? '/', options.apiOrigin)
      const upstream = httpRequest(
        target,
        { method: request.method, headers: { ...request.headers, host: target.host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      upstream.on('error', () => response.writeHead(502).end('API unavailable'))
      request.pipe(upstream)
      return
    }
    let file = normalize(join(base, path))
    if (!file.startsWith(base)) {
      response.writeHead(403).end()
      return
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) {
      if (options.spa !== false && !extname(path)) file = join(base, 'index.html')
      else {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
        return
      }
    }
    const type = types[extname(file)] ?? 'application/octet-stream'
    // Text is served compressed, as any static host or CDN does.
    const compressible = /^(text\/|application\/(json|manifest))|svg/.test(type)
    if (compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.writeHead(200, {
        'content-type': type,
        'content-encoding': 'gzip',
        vary: 'accept-encoding',
      })
      response.end(gzipOf(file))
      return
    }
    response.writeHead(200, { 'content-type': type })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    // Open streams (PocketBase's realtime events through the proxy) would keep it waiting.
    close: () =>
      new Promise((r) => {
        server.close(() => r())
        server.closeAllConnections()
      }),
  }
}

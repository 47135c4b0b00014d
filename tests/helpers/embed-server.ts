// Serves packages/embed (demo/ and dist/cdn/ side by side, as a static host would) on a
// free loopback port, for the embed's browser tests and screenshots.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StaticServer } from './static-server'

const root = resolve(fileURLToPath(new URL('../../packages/embed/', import.meta.url)))

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

/** Serves packages/embed; fails when the CDN build is missing. */
export async function serveEmbed(): Promise<StaticServer> {
  if (!existsSync(join(root, 'dist/cdn/kalima-embed.js'))) {
    throw new Error(
      'packages/embed/dist/cdn is missing: run `npm run build -w @kalima/embed` first.',
    )
  }
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    let file = normalize(join(root, path))
    if (!file.startsWith(root)) return void response.writeHead(403).end()
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) return void response.writeHead(404).end('Not found')
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

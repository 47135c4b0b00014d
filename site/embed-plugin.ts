// Build step: the site serves the embed itself. The CDN build of @kalima/embed
// (packages/embed/dist/cdn, built before the site by `npm run build`) is copied to
// /embed/v1/, and each study mode gets an iframe page /embed/frame/<mode> (no site chrome,
// the element's attributes as query parameters; packages/embed/src/frame.ts). The mode
// pages get an oEmbed discovery link (pocketbase/pb_hooks/oembed.pb.js answers it).
//
// v1 is the version of the elements' public API (attributes, events, frame messages):
// scripts keep their names within it, so snippets pasted on other sites keep working; the
// chunks they load are content-hashed (cached for a year, immutable), the entry scripts
// revalidate (see the _headers blocks below and pb_hooks/lib/headers.js).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { STUDY_MODES } from '../packages/core/src/study-modes.ts'

/** Where the site serves the embed's files, and its iframe pages. */
export const EMBED_PATH = '/embed/v1/'
export const FRAME_PATH = '/embed/frame/'

/** The oEmbed endpoint (a PocketBase route on the site's origin). */
export const OEMBED_PATH = '/api/kalima/oembed'

const cdnDir = fileURLToPath(new URL('../packages/embed/dist/cdn/', import.meta.url))

const title = (mode: string) => `Kalima: ${mode[0]?.toUpperCase()}${mode.slice(1)}`

/** The iframe page of a mode: the element, the frame script, nothing inline. */
export function framePage(mode: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title(mode)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" src="${EMBED_PATH}kalima-frame.js"></script>
  </head>
  <body>
    <kalima-${mode} data-kalima-frame></kalima-${mode}>
  </body>
</html>
`
}

/** A prerendered mode page's path (`learn/3.html`, `match/surah/112.html`) → its URL path. */
export function modePagePath(fileName: string): string | undefined {
  const modes = STUDY_MODES.filter((m) => m !== 'review').join('|')
  const match = new RegExp(`^(${modes})(/\\d+|/surah/\\d+)?\\.html$`).exec(fileName)
  return match ? `/${fileName.slice(0, -'.html'.length)}` : undefined
}

/** The oEmbed discovery <link> of a page at `path` (relative to the site's origin). */
export const oembedLink = (path: string) =>
  `<link rel="alternate" type="application/json+oembed" href="${OEMBED_PATH}?format=json&amp;url=${encodeURIComponent(path)}" title="Kalima" />`

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .filter((file) => !file.startsWith('.vite/'))
    .sort()
}

/** Copies the embed's CDN build into the site and writes the frame pages and discovery links. */
export function embedFiles(): Plugin {
  return {
    name: 'kalima-embed-files',
    apply: 'build',
    generateBundle: {
      // After the prerender (mode pages exist), before the security headers.
      order: 'post',
      handler(_, bundle) {
        if (!existsSync(join(cdnDir, 'kalima-embed.js'))) {
          this.error(
            'packages/embed/dist/cdn is missing: build @kalima/embed first (`npm run build` does)',
          )
        }
        for (const file of filesUnder(cdnDir)) {
          this.emitFile({
            type: 'asset',
            fileName: `${EMBED_PATH.slice(1)}${file}`,
            source: readFileSync(join(cdnDir, file)),
          })
        }
        for (const mode of STUDY_MODES) {
          this.emitFile({
            type: 'asset',
            fileName: `${FRAME_PATH.slice(1)}${mode}.html`,
            source: framePage(mode),
          })
        }
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset') continue
          const path = modePagePath(file.fileName)
          if (!path) continue
          file.source = String(file.source).replace('</head>', `  ${oembedLink(path)}\n  </head>`)
        }
      },
    },
  }
}

// Build step: the site's security headers, written to dist/_headers (the format Netlify and
// Cloudflare Pages read; PocketBase reads the same file: pocketbase/pb_hooks/lib/headers.js).
//
// The Content-Security-Policy allows only the site's own files and its API: no inline script
// or stylesheet except the ones the build wrote into the pages, each allowed by its SHA-256
// hash computed here from the final HTML (index.html's session script, the inlined
// stylesheet). Style attributes stay allowed (style-src-attr): the prerendered pages carry
// the theme's CSS variables and progress widths in them, and they cannot run script.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** A CSP hash source for an inline script or style: 'sha256-<base64>'. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The contents of every inline <script> (without src) and <style> of an HTML page. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => m[1] ?? '',
  )
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '')
  return { scripts, styles }
}

/** Options of {@link contentSecurityPolicy}. */
export interface PolicyOptions {
  /** Hash sources of the inline scripts. */
  scriptHashes: string[]
  /** Hash sources of the inline stylesheets. */
  styleHashes: string[]
  /** The API's origin when it is not the site's own (VITE_KALIMA_API_URL). */
  apiOrigin?: string
}

/** The site's Content-Security-Policy. */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  apiOrigin,
}: PolicyOptions): string {
  const api = apiOrigin ? ` ${apiOrigin}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    "style-src-attr 'unsafe-inline'",
    // The fonts' stylesheet embeds a few small subsets as data: URLs.
    "font-src 'self' data:",
    `img-src 'self'${api}`,
    `connect-src 'self'${api}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The policy of the embed's iframe pages (/embed/frame/*): no inline script or style at
 * all (their fonts and margins are constructed stylesheets), and framing by any site, which
 * is what they are for. Answers and progress stay in the frame's own storage.
 */
export function framePolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self' data:",
    "img-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ')
}

/**
 * The _headers rules of the embed the site serves, after the `/*` rule (a later rule's
 * header replaces an earlier one's; `! Name` detaches it, Cloudflare Pages' syntax, which
 * pocketbase/pb_hooks/lib/headers.js follows too):
 * - /embed/v1/*: scripts, chunks and fonts loaded by other sites' pages, so CORS for all
 *   (module scripts and fonts are CORS requests); the entry scripts keep their names
 *   within v1, so they revalidate hourly;
 * - /embed/v1/chunks/* and /embed/v1/assets/*: content-hashed, cached for a year, immutable;
 * - /embed/frame/*: the iframe pages, which any site may frame.
 */
export function embedHeaderRules(): string[] {
  const immutable = ['  ! Cache-Control', '  Cache-Control: public, max-age=31536000, immutable']
  return [
    '/embed/v1/*',
    '  Access-Control-Allow-Origin: *',
    '  Cache-Control: public, max-age=3600, stale-while-revalidate=86400',
    '/embed/v1/chunks/*',
    ...immutable,
    '/embed/v1/assets/*',
    ...immutable,
    '/embed/frame/*',
    '  ! Content-Security-Policy',
    '  ! X-Frame-Options',
    `  Content-Security-Policy: ${framePolicy()}`,
  ]
}

/**
 * The policy the built Storybook (storybook-static, a development tool served on its own
 * origin, never by PocketBase) passes: its inline scripts by hash like the site's, but
 * `style-src 'unsafe-inline'`, since Storybook's own UI injects its styles at run time.
 */
export function storybookPolicy({ scriptHashes }: Pick<PolicyOptions, 'scriptHashes'>): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * Writes dist/_headers with the policy computed from the final pages. Put it after the
 * prerender plugin, which writes the pages in the same (post) generateBundle phase.
 */
export function securityHeaders(options: { apiUrl?: string } = {}): Plugin {
  return {
    name: 'kalima-security-headers',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const scripts = new Set<string>()
        const styles = new Set<string>()
        let pages = 0
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue
          pages++
          const blocks = inlineBlocks(String(file.source))
          for (const text of blocks.scripts) scripts.add(cspHash(text))
          for (const text of blocks.styles) styles.add(cspHash(text))
        }
        if (pages === 0) throw new Error('security headers: no HTML page in the bundle')
        let apiOrigin: string | undefined
        if (options.apiUrl) {
          try {
            apiOrigin = new URL(options.apiUrl).origin
          } catch {
            throw new Error(`VITE_KALIMA_API_URL is not a URL: "${options.apiUrl}"`)
          }
        }
        const policy = contentSecurityPolicy({
          scriptHashes: [...scripts],
          styleHashes: [...styles],
          apiOrigin,
        })
        this.emitFile({
          type: 'asset',
          fileName: '_headers',
          source: [
            '# Security headers of every page (Netlify / Cloudflare Pages format), generated by',
            '# site/csp-plugin.ts. PocketBase sends them too (pocketbase/pb_hooks/lib/headers.js).',
            '/*',
            `  Content-Security-Policy: ${policy}`,
            '  Referrer-Policy: strict-origin-when-cross-origin',
            '  X-Content-Type-Options: nosniff',
            '  X-Frame-Options: DENY',
            ...embedHeaderRules(),
            '',
          ].join('\n'),
        })
      },
    },
  }
}

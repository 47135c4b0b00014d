// The snippets the /embed page offers a webmaster, built from where the embed is served:
// the site's own origin (/embed/v1/ and /embed/frame/, see site/embed-plugin.ts) or the CDN
// origin set at build time (VITE_KALIMA_EMBED_ORIGIN). Pure, so they are unit-tested; the
// oEmbed route (pocketbase/pb_hooks/oembed.pb.js) writes the same iframe.
import {
  deckAttribute as attributeOf,
  type DeckRef,
  type LanguageCode,
  type StudyMode,
} from '@kalima/core'

/** What a snippet embeds. */
export interface EmbedChoice {
  mode: StudyMode
  deck: DeckRef
  lang: LanguageCode
  /** The colours (`theme`): light, the elements' default, is left out of the snippet. */
  theme?: 'light' | 'dark' | 'auto'
}

/** The attributes after the deck's, as `[name, value]` pairs: the language, the theme. */
const otherAttributes = ({ lang, theme }: EmbedChoice): [string, string][] => [
  ['lang', lang],
  ...(theme && theme !== 'light' ? [['theme', theme] as [string, string]] : []),
]

/** Height of the iframe before the optional resize helper adjusts it (CSS px). */
export const FRAME_HEIGHT = 640

/** The origin (or base URL) serving the embed set at build time, without a trailing slash. */
export const configuredEmbedOrigin = (value: string | undefined): string =>
  (value ?? '').trim().replace(/\/+$/, '')

const deckAttribute = (deck: DeckRef) => {
  const { name, value } = attributeOf(deck)
  return [name, value] as const
}

/** Script snippet: the all-in-one loader and one element (needs a host that allows scripts). */
export function scriptSnippet(origin: string, choice: EmbedChoice): string {
  const { mode } = choice
  const attributes = [deckAttribute(choice.deck), ...otherAttributes(choice)]
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')
  return `<script type="module" src="${origin}/embed/v1/kalima-embed.js"></script>\n<kalima-${mode} ${attributes}></kalima-${mode}>`
}

/** The iframe page's URL: the element's attributes as query parameters. */
export function frameUrl(origin: string, choice: EmbedChoice): string {
  const query = [deckAttribute(choice.deck), ...otherAttributes(choice)]
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  return `${origin}/embed/frame/${choice.mode}?${query}`
}

/** Text made safe inside a double-quoted HTML attribute. */
const attributeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/**
 * Iframe snippet, for hosts that forbid scripts (no helper: the iframe keeps its height).
 * `title` names the frame to screen readers on the host's page: the /embed page gives the
 * mode's name in the webmaster's interface language; by default (and in the oEmbed route,
 * which writes the same iframe) "Kalima: Learn" and so on.
 */
export function frameSnippet(origin: string, choice: EmbedChoice, title?: string): string {
  const mode = choice.mode
  const name = title ?? `Kalima: ${mode[0]?.toUpperCase()}${mode.slice(1)}`
  return `<iframe src="${attributeText(frameUrl(origin, choice))}" title="${attributeText(name)}" width="100%" height="${FRAME_HEIGHT}" style="border:0" loading="lazy"></iframe>`
}

/** The optional line that makes every Kalima iframe on a page as tall as its content. */
export const resizeHelper = (origin: string): string =>
  `<script type="module" src="${origin}/embed/v1/kalima-frame-resize.js"></script>`

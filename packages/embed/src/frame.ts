// The script of the iframe pages /embed/frame/<mode> (served by the site): applies the
// frame URL's query to the page's one <kalima-*> element, and forwards its events and its
// height to the host page with postMessage (schema: frame-protocol.ts). No inline script or
// style: the frame pages run under `script-src 'self'; style-src 'self'`.
import type { StudyMode } from '@kalima/core'
import './kalima-embed'
import {
  FRAME_HEIGHT_RANGE,
  FRAME_MESSAGE_SOURCE,
  FRAME_MESSAGE_VERSION,
  frameAttributes,
  type KalimaFrameMessage,
} from './frame-protocol'

type Payload = { type: 'answer' | 'complete'; detail: unknown } | { type: 'resize'; height: number }

function startFrame(element: HTMLElement) {
  const mode = element.localName.replace(/^kalima-/, '') as StudyMode
  const query = new URLSearchParams(location.search)
  for (const [name, value] of frameAttributes(query)) element.setAttribute(name, value)
  const id = query.get('id')?.slice(0, 100)
  // The frame fills its box; no margin, and the host's background shows around the widget.
  const sheet = new CSSStyleSheet()
  sheet.replaceSync('html,body{margin:0;padding:0;background:transparent}')
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  // Read here rather than with attributes.ts's themeOf: importing that module into the frame's
  // script split it into a chunk of its own that every element then fetched (+0.5 KB gzip each).
  const theme = element.getAttribute('theme')?.trim().toLowerCase()
  if (theme === 'dark' || theme === 'auto')
    document.documentElement.style.colorScheme = theme === 'dark' ? 'dark' : 'light dark'

  const post = (payload: Payload) => {
    if (window.parent === window) return
    const message = {
      source: FRAME_MESSAGE_SOURCE,
      version: FRAME_MESSAGE_VERSION,
      mode,
      ...(id ? { id } : {}),
      ...payload,
    } as KalimaFrameMessage
    window.parent.postMessage(message, '*')
  }
  element.addEventListener('kalima-answer', (event) =>
    post({ type: 'answer', detail: event.detail }),
  )
  element.addEventListener('kalima-complete', (event) =>
    post({ type: 'complete', detail: event.detail }),
  )
  let last = 0
  new ResizeObserver(() => {
    const height = Math.min(
      FRAME_HEIGHT_RANGE.max,
      Math.max(FRAME_HEIGHT_RANGE.min, Math.ceil(element.getBoundingClientRect().height)),
    )
    if (height === last) return
    last = height
    post({ type: 'resize', height })
  }).observe(element)
}

const element = document.querySelector<HTMLElement>('[data-kalima-frame]')
if (element) startFrame(element)

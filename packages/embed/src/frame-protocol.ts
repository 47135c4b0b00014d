// The iframe embed's contract with the host page: which query parameters a frame page
// (`/embed/frame/<mode>?category=3&lang=ur`) turns into element attributes, and the
// messages it posts to its parent window. Pure, so both are unit-tested; the frame page
// (frame.ts) and the host's resize helper (frame-resize.ts) use them.
import type { StudyMode } from '@kalima/core'
import { OBSERVED_ATTRIBUTES } from './attribute-names'
import type { KalimaAnswerDetail, KalimaCompleteDetail } from './element'

/** Version of the message schema; a breaking change gets a new number (and a new path). */
export const FRAME_MESSAGE_VERSION = 1

/** Every message's `source`, so a host can tell Kalima's messages from others. */
export const FRAME_MESSAGE_SOURCE = 'kalima'

interface FrameMessageBase {
  source: typeof FRAME_MESSAGE_SOURCE
  version: typeof FRAME_MESSAGE_VERSION
  mode: StudyMode
  /** The frame's `id` query parameter, echoed so a host with several frames can tell them apart. */
  id?: string
}

/**
 * A message a Kalima frame posts to its parent (`window.parent.postMessage`, target `*`:
 * scores and heights only, nothing private).
 * - `answer`: after each answer, `detail` as the `kalima-answer` event's.
 * - `complete`: when the session ends, `detail` as the `kalima-complete` event's.
 * - `resize`: the content's height in CSS px changed (also sent once when the widget shows).
 */
export type KalimaFrameMessage =
  | (FrameMessageBase & { type: 'answer'; detail: KalimaAnswerDetail })
  | (FrameMessageBase & { type: 'complete'; detail: KalimaCompleteDetail })
  | (FrameMessageBase & { type: 'resize'; height: number })

/** Heights a host accepts from a frame (CSS px): a frame cannot grow a page without bound. */
export const FRAME_HEIGHT_RANGE = Object.freeze({ min: 80, max: 4000 })

/**
 * The element attributes a frame URL's query sets: only the elements' own attribute names,
 * first value of each; the element itself validates values (a bad one falls back to its
 * default with a console warning, as on any page).
 */
export function frameAttributes(query: URLSearchParams): [string, string][] {
  const attributes: [string, string][] = []
  for (const name of OBSERVED_ATTRIBUTES) {
    const value = query.get(name)
    if (value !== null) attributes.push([name, value.slice(0, 100)])
  }
  return attributes
}

/** Whether `data` (a `message` event's) is a well-formed Kalima frame message. */
export function isKalimaFrameMessage(data: unknown): data is KalimaFrameMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Partial<Record<string, unknown>>
  if (message.source !== FRAME_MESSAGE_SOURCE || message.version !== FRAME_MESSAGE_VERSION)
    return false
  if (typeof message.mode !== 'string') return false
  if (message.type === 'resize') {
    const height = message.height
    return (
      typeof height === 'number' &&
      Number.isFinite(height) &&
      height >= FRAME_HEIGHT_RANGE.min &&
      height <= FRAME_HEIGHT_RANGE.max
    )
  }
  return (
    (message.type === 'answer' || message.type === 'complete') &&
    typeof message.detail === 'object' &&
    message.detail !== null
  )
}

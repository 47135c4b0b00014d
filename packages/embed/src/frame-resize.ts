// The host page's auto-height helper for Kalima iframes (optional; hosts that forbid
// scripts keep the iframe's own height):
//   <script async src="https://ORIGIN/embed/v1/kalima-frame-resize.js"></script>
// Each Kalima frame posts its content's height; the helper sets the height of the iframe
// that sent it (matched by its window, never by the message's word), within bounds.
import { isKalimaFrameMessage } from './frame-protocol'

window.addEventListener('message', (event) => {
  const message = event.data
  if (!isKalimaFrameMessage(message) || message.type !== 'resize') return
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow !== event.source) continue
    // CSSOM, not a style attribute: allowed under a strict style-src too.
    frame.style.height = `${message.height}px`
    return
  }
})

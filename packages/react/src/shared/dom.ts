// DOM helpers of the widgets' keyboard and focus handling (shadow-root aware).

/** Whether a key event comes from a text field (where arrows and Space belong to the field). */
export const fromTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** The focused element as seen from `node`: inside a shadow root (embeds) the document only sees the host. */
export const activeElementOf = (node: Node | null | undefined): Element | null => {
  const root = node?.getRootNode() as Document | ShadowRoot | undefined
  return root && 'activeElement' in root
    ? root.activeElement
    : (globalThis.document?.activeElement ?? null)
}

// Exposes the widgets' named elements as shadow parts, so a page can style them with
// `kalima-learn::part(button) { … }`. Widgets mark elements with classes and
// data-kalima-part; the embed turns those marks into `part` names.

/** Part names and the elements that carry them. */
export const PARTS: Readonly<Record<string, string>> = {
  widget: '[data-kalima-widget]',
  button: '.kalima-button',
  arabic: '[data-kalima-arabic]',
  meaning: '.kalima-meaning',
  dialog: 'dialog',
}

const MARKED = '[data-kalima-part]'
const SELECTOR = [...Object.values(PARTS), MARKED].join(',')

function partsOf(element: Element): string[] {
  const names = Object.keys(PARTS).filter((name) => element.matches(PARTS[name] as string))
  const marked = element.getAttribute('data-kalima-part')
  if (marked) names.push(...marked.split(/\s+/).filter(Boolean))
  return names
}

function mark(element: Element) {
  const names = partsOf(element)
  if (!names.length) return
  const current = element.getAttribute('part') ?? ''
  const next = [...new Set([...current.split(/\s+/).filter(Boolean), ...names])].join(' ')
  if (next !== current) element.setAttribute('part', next)
}

function markTree(root: Element) {
  if (root.matches(SELECTOR)) mark(root)
  for (const element of root.querySelectorAll(SELECTOR)) mark(element)
}

/** Keeps `part` names on every marked element under `root`; returns a stop function. */
export function exposeParts(root: Element): () => void {
  markTree(root)
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') mark(record.target as Element)
      for (const node of record.addedNodes) if (node.nodeType === 1) markTree(node as Element)
    }
  })
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'data-kalima-part'],
  })
  return () => observer.disconnect()
}

// ts-fsrs adds four methods to Date.prototype when it loads (scheduler, diff, format,
// dueFormat) and never uses them itself. Kalima runs inside other people's pages (the
// embed), where that would overwrite a page's own `Date.prototype.format` and add globals.
// This module is imported just before ts-fsrs, records what the page had, and
// `restoreDatePrototype()` (called right after) puts it back.

/** The Date.prototype names ts-fsrs assigns on load. */
export const FSRS_DATE_METHODS = ['scheduler', 'diff', 'format', 'dueFormat'] as const

const saved = new Map<string, PropertyDescriptor | undefined>(
  FSRS_DATE_METHODS.map((name) => [name, Object.getOwnPropertyDescriptor(Date.prototype, name)]),
)

/** Gives Date.prototype back the methods (or their absence) it had before ts-fsrs loaded. */
export function restoreDatePrototype(): void {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(Date.prototype, name, descriptor)
    else delete (Date.prototype as unknown as Record<string, unknown>)[name]
  }
}

/**
 * The transform every message goes through instead of its translation, when set: the
 * pseudo-locale's (pseudo.ts). Apart from the dictionaries' module so that a bundle that
 * never turns the pseudo-locale on does not carry it.
 */
export let messageTransform: ((template: string) => string) | null = null

/** Sets (or, with null, removes) {@link messageTransform}. */
export function setMessageTransform(transform: ((template: string) => string) | null): void {
  messageTransform = transform
}

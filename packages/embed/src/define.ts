/**
 * Defines a custom element once. A page may load the same embed script twice
 * (two snippets, a CMS that repeats it); the second definition must not throw.
 * Returns true when this call defined the element.
 */
export function defineElement(
  name: string,
  element: CustomElementConstructor,
  registry: CustomElementRegistry | null = globalThis.customElements ?? null,
): boolean {
  if (!registry) return false
  if (registry.get(name)) return false
  registry.define(name, element)
  return true
}

// Stories only (not exported by the testing entry): a widget's story again with its interface
// and meanings in Urdu, right to left (the Storybook toolbar's `locale` and `language`).

/** The fields of a story this helper reads or replaces. */
interface StoryLike {
  name?: string
  globals?: Record<string, unknown>
  play?: unknown
}

/**
 * `story` with the interface and the meanings in Urdu, named "Urdu". Its play function is
 * left out: plays find controls by their English names.
 */
export function inUrdu<S extends StoryLike>(story: S): S {
  const { play: _play, ...rest } = story
  const urdu = {
    ...rest,
    name: 'Urdu',
    globals: { ...story.globals, locale: 'ur', language: 'ur' },
  }
  return urdu as unknown as S
}

import { prefetchMainPart } from '@kalima/react'
import { prefetchDictionaryOf } from './dictionary'

vi.mock('@kalima/react', () => ({ prefetchMainPart: vi.fn() }))

/** An element with these attributes. */
const element = (attributes: Record<string, string>) => {
  const el = document.createElement('kalima-learn')
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value)
  return el
}

describe("an element's dictionary fetched with its widget", () => {
  beforeEach(() => vi.mocked(prefetchMainPart).mockClear())

  it.each([
    [{}, 'bn'],
    [{ lang: 'ur' }, 'ur'],
    [{ lang: ' UR ' }, 'ur'],
    [{ lang: 'ur', 'ui-lang': 'EN' }, 'en'],
    // A ui-lang naming no language: the interface is the meanings' language, as it is shown.
    [{ lang: 'tr', 'ui-lang': 'fr' }, 'tr'],
    [{ lang: 'xx', 'ui-lang': 'xx' }, 'bn'],
  ] as const)('%o: the %s texts, the language the widget then shows', (attributes, lang) => {
    prefetchDictionaryOf(element(attributes))
    expect(vi.mocked(prefetchMainPart).mock.calls).toEqual([[lang]])
  })
})

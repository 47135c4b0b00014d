// The content pages' texts (About, Blog, Privacy, Terms, Team, Embed) in every interface
// language: each file has the English file's keys, lists of the same length and the same
// placeholders, and translates every text (a few words are the same in some languages).
import { LANGUAGES } from '@kalima/core'
import { CONTENT_PAGES, type PageTexts, preparePageTexts } from '.'
import { en } from './en'

/** Every string of `texts` by its path (about.values.0.name). */
function strings(texts: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof texts === 'string') out.set(path, texts)
  else if (typeof texts === 'object' && texts !== null)
    for (const [key, value] of Object.entries(texts))
      for (const [p, s] of strings(value, path ? `${path}.${key}` : key)) out.set(p, s)
  return out
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

/** Texts that are the same word in a language as in English. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  id: ['blog.title', 'blog.heading'],
  tr: ['blog.title', 'blog.heading', 'blog.lemma'],
  es: ['blog.title', 'blog.heading'],
}

describe('content pages in every language', () => {
  const english = strings(en)

  it.each(LANGUAGES.map((l) => l.code).filter((l) => l !== 'en'))(
    '%s translates every text of en.ts',
    async (lang) => {
      const texts: PageTexts = await preparePageTexts(lang)
      const own = strings(texts)
      expect([...own.keys()]).toEqual([...english.keys()])
      for (const [path, text] of english) {
        const translated = own.get(path) ?? ''
        expect(placeholders(translated), `${lang} ${path}`).toEqual(placeholders(text))
        if (!SAME_AS_ENGLISH[lang]?.includes(path))
          expect(translated, `${lang} ${path} is still English`).not.toBe(text)
        // Numbers are written by the page for the language, never in the text.
        expect(/\{\w+\}\s*\d|\d\s*\{\w+\}/.test(translated), `${lang} ${path}`).toBe(false)
      }
    },
  )

  it('rejects a language it has no texts for, and names the content pages', async () => {
    await expect(preparePageTexts('xx' as 'en')).rejects.toThrow('No page texts for language "xx"')
    expect([...CONTENT_PAGES].sort()).toEqual([
      'about',
      'blog',
      'embed',
      'privacy',
      'team',
      'terms',
    ])
  })
})

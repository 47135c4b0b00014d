import { join } from 'node:path'
import { build, type Rolldown } from 'vite'
import { checkDictionary, pluralFormCount } from './check'
import { en } from './en'
import {
  DICTIONARY_PARTS,
  type Dictionary,
  dictionaries,
  hasDictionary,
  loadDictionary,
  loadDictionaryPart,
  partOfMessage,
  prepareDictionary,
  registerDictionary,
  t,
  UI_LANGUAGES,
} from './index'

const TRANSLATED = UI_LANGUAGES.filter((lang) => lang !== 'en')

describe('UI dictionaries', () => {
  it.each(TRANSLATED)(
    '%s has every message id of English, nothing else, and no problem',
    async (lang) => {
      const dict = await loadDictionary(lang)
      const english = await loadDictionary('en')
      expect(checkDictionary(lang, dict, english)).toEqual([])
      expect(Object.keys(dict).sort()).toEqual(Object.keys(english).sort())
    },
  )

  it.each(TRANSLATED)('%s has in each part file the ids of English in that part', async (lang) => {
    for (const part of DICTIONARY_PARTS) {
      const own = Object.keys(await loadDictionaryPart(lang, part)).sort()
      expect(own, part).toEqual(Object.keys(await loadDictionaryPart('en', part)).sort())
    }
  })

  it('puts every message in the part its id names (partOfMessage), none in two', async () => {
    const seen = new Set<string>()
    for (const part of DICTIONARY_PARTS) {
      for (const id of Object.keys(await loadDictionaryPart('en', part))) {
        expect(partOfMessage(id), id).toBe(part)
        expect(seen.has(id), id).toBe(false)
        seen.add(id)
      }
    }
    expect(partOfMessage('reader.nope')).toBe('reader')
    expect(partOfMessage('nope.close')).toBeUndefined()
  })

  it('names the part of an id by its prefix alone, with no dictionary loaded', () => {
    // A Bengali page loads no English, so the rule cannot read English's files.
    expect(
      ['surah.1', 'surah.88', 'surah.89', 'surah.114', 'surah.115', 'surah.x', 'surah'].map(
        partOfMessage,
      ),
    ).toEqual(['reader', 'reader', 'main', 'main', undefined, undefined, undefined])
    expect(
      ['settings.title', 'settings.reset.title', 'home.start', 'site.skip'].map(partOfMessage),
    ).toEqual(['main', 'settings', 'home', 'site'])
    expect(['auth.signIn', 'auth.email', 'email.subject', 'common'].map(partOfMessage)).toEqual([
      'main',
      'account',
      'account',
      undefined,
    ])
  })

  it("puts the content pages' texts in the pages part, by their page's prefix", () => {
    expect(
      ['about.title', 'blog.p1', 'privacy.intro', 'terms.fair', 'team.heading', 'embed.copy'].map(
        partOfMessage,
      ),
    ).toEqual(['pages', 'pages', 'pages', 'pages', 'pages', 'pages'])
    // The site's own texts that name those pages stay in the site's part.
    expect(['site.nav.about', 'site.nav.embed', 'auth.terms'].map(partOfMessage)).toEqual([
      'site',
      'site',
      'account',
    ])
  })

  it.each(TRANSLATED)(
    "%s lists the content pages' texts in English's order (long texts, read side by side)",
    async (lang) => {
      expect(Object.keys(await loadDictionaryPart(lang, 'pages'))).toEqual(
        Object.keys(await loadDictionaryPart('en', 'pages')),
      )
    },
  )

  it('has the plural forms CLDR asks for: one|other in bn ur tr es, a single form in zh id', () => {
    expect(['bn', 'ur', 'tr', 'es'].map(pluralFormCount)).toEqual([2, 2, 2, 2])
    expect(['zh', 'id'].map(pluralFormCount)).toEqual([1, 1])
  })

  it.each([
    // A plural noun right after the number 1 (or "of 1 words"), as a reader would see it.
    ['en', /\b1 (?:new )?(?:words|answers|mistakes|reviews|verses|times|days|freezes)\b/],
    ['es', /\b1 (?:palabras|respuestas|errores|repasos|versículos|veces|días|pausas)\b|\blas 1\b/],
    ['ur', /(?<!\d)1 (?:الفاظ|جوابات|غلطیاں|آیات|دنوں)/],
  ] as const)('%s never puts a count of one before a plural noun', async (lang, plural) => {
    // Counts that are never one: the course's constants (600 words of 77,429, 12 lessons,
    // 7 languages, the word index's 878 words, the About page's and the blog post's figures)
    // and the offline download's file count (hundreds).
    const neverOne = new Set([
      'home.lead',
      'site.description',
      'site.readOffline.progress',
      'reader.wordsIntro',
      'reader.wordsLink',
      'about.lead',
      'about.stats.coverageWithPronouns',
      'blog.postTitle',
      'blog.p1',
      'blog.p2',
      'blog.p3',
    ])
    // Counts with a floor: the smallest deck has 8 words (surahs 108, 109, 112); a session
    // of the due words is named only when more are due than a session takes (20).
    const floors: Partial<Record<keyof Dictionary, Record<string, number>>> = {
      'banner.words': { count: 8 },
      'deck.mastered': { total: 8 },
      'assistant.rec.focus-deck': { total: 8 },
      'review.sessionOfDue': { count: 20, due: 21 },
    }
    if (lang !== 'en') registerDictionary(lang, await loadDictionary(lang))
    const english = await loadDictionary('en')
    const wrong: string[] = []
    for (const id of Object.keys(english) as (keyof Dictionary)[]) {
      if (neverOne.has(id)) continue
      // Every placeholder 1 (plural forms pick by `n`): a count of one wherever one can stand.
      const params = Object.fromEntries(
        [...english[id].matchAll(/\{(\w+)\}/g)].map((m) => [m[1] as string, 1]),
      )
      Object.assign(params, floors[id])
      const text = t(id, params, lang)
      if (plural.test(text)) wrong.push(`${id}: ${text}`)
    }
    expect(wrong).toEqual([])
  })

  it('loads a distinct dictionary per language and refuses one it does not have', async () => {
    const texts = await Promise.all(
      TRANSLATED.map(async (lang) => (await loadDictionary(lang))['learn.question']),
    )
    expect(new Set([...texts, en['learn.question']]).size).toBe(UI_LANGUAGES.length)
    expect(await loadDictionaryPart('en', 'main')).toBe(en)
    await expect(loadDictionary('xx' as never)).rejects.toThrow(
      'No UI dictionary for language "xx"',
    )
    await expect(loadDictionaryPart('bn', 'nope' as never)).rejects.toThrow(
      'No UI dictionary part "nope"',
    )
  })

  it("prepares the parts asked for and no other: the reader's texts only once asked", async () => {
    delete dictionaries.tr
    await prepareDictionary('tr')
    expect(hasDictionary('tr')).toBe(true)
    expect(hasDictionary('tr', ['reader'])).toBe(false)
    expect(t('learn.question', undefined, 'tr')).toBe(
      (await loadDictionaryPart('tr', 'main'))['learn.question'],
    )
    // A text of a part not prepared falls back to English's.
    expect(t('reader.glosses', undefined, 'tr')).toBe(t('reader.glosses'))
    await prepareDictionary('tr', ['reader'])
    expect(hasDictionary('tr', ['main', 'reader'])).toBe(true)
    expect(t('reader.glosses', undefined, 'tr')).toBe(
      (await loadDictionaryPart('tr', 'reader'))['reader.glosses'],
    )
    expect(t('reader.glosses', undefined, 'tr')).not.toBe(t('reader.glosses'))
  })
})

describe('the check', () => {
  const english = { a: 'Close', b: '{n}/{total}', c: '{n} day|{n} days', d: 'Hello {name}' }

  it('passes a complete, faithful dictionary', () => {
    const good = { a: 'Cerrar', b: '{n}/{total}', c: '{n} día|{n} días', d: 'Hola {name}' }
    expect(checkDictionary('es', good, english, { b: '*' })).toEqual([])
  })

  it('lists missing and extra ids, changed placeholders and untranslated texts', () => {
    const bad = { a: 'Close', c: '{n} día|{n} días', d: 'Hola {nombre}', e: 'Extra' }
    expect(checkDictionary('es', bad, english, {}).map((p) => [p.kind, p.id])).toEqual([
      ['missing', 'b'],
      ['same-as-english', 'a'],
      ['placeholders', 'd'],
      ['extra', 'e'],
    ])
  })

  it('allows a text equal to English only for the languages on the allow-list', () => {
    const dict = { a: 'Close', b: '{n}/{total}', c: '{n} día|{n} días', d: 'Hola {name}' }
    const allow = { a: ['tr'], b: '*' } as const
    expect(checkDictionary('tr', dict, english, allow)).toEqual([])
    expect(checkDictionary('es', dict, english, allow).map((p) => p.kind)).toEqual([
      'same-as-english',
    ])
  })

  it('wants one|other where the language has a singular and one form where it has none', () => {
    const forms = (lang: string, c: string) =>
      checkDictionary(lang, { a: 'x', b: '{n}/{total}', c, d: '{name}!' }, english, { b: '*' })
    expect(forms('bn', '{n} দিন').map((p) => p.kind)).toEqual(['plural-forms'])
    expect(forms('bn', '{n} দিন|{n} দিন')).toEqual([])
    expect(forms('zh', '{n} 天|{n} 天').map((p) => p.kind)).toEqual(['plural-forms'])
    expect(forms('zh', '{n} 天')).toEqual([])
  })

  it('refuses a "|" in a message without plural forms (t would split it)', () => {
    const dict = { a: 'A|B', b: '{n}/{total}', c: '{n} día|{n} días', d: '{name}' }
    expect(checkDictionary('es', dict, english, { b: '*' }).map((p) => p.kind)).toEqual([
      'plural-forms',
    ])
  })

  it('refuses a digit next to a placeholder: the app writes numbers for the language', () => {
    const numbers = { a: 'Lesson {n}', b: '{n}/{total}', c: '{n} day|{n} days', d: '{name}' }
    const dict = (a: string) => ({ a, b: '{n}/{total}', c: '{n} día|{n} días', d: '¡{name}!' })
    expect(checkDictionary('es', dict('Lección {n}'), numbers, { b: '*' })).toEqual([])
    expect(checkDictionary('es', dict('Lección 1{n}'), numbers, { b: '*' })).toEqual([
      {
        lang: 'es',
        id: 'a',
        kind: 'digits',
        detail: 'a digit next to a {placeholder}: the app writes numbers for the language',
      },
    ])
    // Bengali's and Urdu's own digits as well.
    expect(checkDictionary('es', dict('Lección {n} ৩'), numbers, { b: '*' })).toHaveLength(1)
    expect(checkDictionary('es', dict('Lección ۳ {n}'), numbers, { b: '*' })).toHaveLength(1)
  })

  it('refuses empty texts, non-texts and Arabic letters in Urdu', () => {
    const dict = { a: ' ', b: 3, c: '{n} دن|{n} دن', d: '{name} كو' }
    expect(checkDictionary('ur', dict, english, {}).map((p) => [p.kind, p.id])).toEqual([
      ['empty', 'a'],
      ['not-text', 'b'],
      ['script', 'd'],
    ])
  })
})

describe('registering a dictionary', () => {
  afterEach(() => {
    delete dictionaries.bn
    delete dictionaries.es
    delete dictionaries.zh
  })

  it('changes nothing until a dictionary is registered: screens stay English', async () => {
    await loadDictionary('bn')
    expect(t('common.close', undefined, 'bn')).toBe('Close')
    expect(t('assistant.streakDays', { n: 2 }, 'bn')).toBe('2 days')
  })

  it('makes t speak the registered language, plurals by its rules', async () => {
    registerDictionary('bn', await loadDictionary('bn'))
    registerDictionary('es', await loadDictionary('es'))
    registerDictionary('zh', await loadDictionary('zh'))
    expect(t('common.close', undefined, 'bn')).toBe('বন্ধ করুন')
    // Numbers as Bengali readers write them, by Intl: Bengali digits.
    expect(t('learn.correctCounter', { n: 3, total: 10 }, 'bn')).toBe('সঠিক ৩/১০')
    expect(t('assistant.streakDays', { n: 12 }, 'bn')).toBe('১২ দিন')
    expect(t('assistant.streakDays', { n: 1 }, 'es')).toBe('1 día')
    expect(t('assistant.streakDays', { n: 5 }, 'es')).toBe('5 días')
    expect(t('assistant.streakDays', { n: 1 }, 'zh')).toBe('1 天')
    expect(t('assistant.streakDays', { n: 5 }, 'zh')).toBe('5 天')
    // Grouping from five digits on, with the language's separator.
    expect(t('banner.words', { count: 77429 }, 'es')).toBe('77.429 palabras')
    expect(t('banner.words', { count: 2026 }, 'en')).toBe('2026 words')
    // English is untouched
    expect(t('common.close')).toBe('Close')
  })

  it('falls back to English for a message a partial dictionary lacks', () => {
    registerDictionary('es', { 'common.close': 'Cerrar' })
    expect(t('common.close', undefined, 'es')).toBe('Cerrar')
    expect(t('common.cancel', undefined, 'es')).toBe('Cancel')
  })

  it('refuses a bad dictionary with a clear error and keeps the one before', () => {
    registerDictionary('es', { 'common.close': 'Cerrar' })
    const bad = [
      () => registerDictionary('es', { 'common.nope': 'x' } as Partial<Dictionary>),
      () => registerDictionary('es', { 'common.close': 3 } as unknown as Partial<Dictionary>),
      () => registerDictionary('es', null as unknown as Partial<Dictionary>),
      () => registerDictionary('en', { 'common.close': 'Shut' }),
      () => registerDictionary('xx' as never, {}),
    ]
    const messages = bad.map((register) => {
      let error: unknown
      try {
        register()
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(TypeError)
      return (error as TypeError).message
    })
    expect(messages).toEqual([
      'The es dictionary has an unknown message id "common.nope"',
      'The es dictionary\'s message "common.close" is not a text',
      'The es dictionary must be an object of message texts',
      'The English dictionary is the reference and cannot be replaced',
      'No UI dictionary for language "xx"',
    ])
    expect(t('common.close', undefined, 'es')).toBe('Cerrar')
    expect(t('common.close')).toBe('Close')
  })
})

describe('bundling', () => {
  it('puts each language in its own chunk, none in the entry (only the chosen one ships)', async () => {
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: false,
        lib: { entry: join(import.meta.dirname, 'index.ts'), formats: ['es'] },
        rollupOptions: { external: ['@kalima/core'] },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
    const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
    const chunks = output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
    const entry = chunks.filter((c) => c.isEntry)
    expect(entry).toHaveLength(1)
    // A text of each language's main part (a whole sentence: no other part holds it).
    const question = await Promise.all(
      TRANSLATED.map(
        async (lang) => [lang, (await loadDictionaryPart(lang, 'main'))['learn.question']] as const,
      ),
    )
    for (const [lang, text] of question) {
      const holding = chunks.filter((c) => c.code.includes(text)).map((c) => c.fileName)
      expect(holding, lang).toHaveLength(1)
      expect(holding[0], lang).toMatch(new RegExp(`^${lang}-.*\\.js$`))
    }
    // A part's texts are in the part's chunk, not in the one every page loads.
    const known = await Promise.all(
      (['bn', 'tr'] as const).map(async (lang) => {
        const text = (await loadDictionaryPart(lang, 'reader'))['reader.youKnowSurah']
        return [lang, text.split('{')[0] ?? text] as const
      }),
    )
    for (const [lang, text] of known) {
      const holding = chunks.filter((c) => c.code.includes(text)).map((c) => c.fileName)
      expect(holding, lang).toHaveLength(1)
      expect(holding[0], lang).toMatch(new RegExp(`^${lang}\\.reader-.*\\.js$`))
    }
  }, 60_000)
})

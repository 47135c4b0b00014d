import {
  createWarnOnce,
  DEFAULT_OPTIONS,
  deckAttributes,
  type EmbedAttribute,
  parseAttributes,
} from './attributes'

const parse = (attributes: Partial<Record<EmbedAttribute, string>>) =>
  parseAttributes((name) => attributes[name] ?? null)

describe('parseAttributes', () => {
  it('gives the defaults, silently, when no attribute is set', () => {
    const { options, warnings } = parse({})
    expect(options).toEqual({
      deck: { kind: 'lesson', id: 1 },
      lang: 'bn',
      uiLang: 'bn',
      theme: 'light',
      arabicSize: 42,
      meaningSize: 22,
      sound: true,
    })
    expect(options).toEqual(DEFAULT_OPTIONS)
    expect(warnings).toEqual([])
  })

  it('reads kind (an exercise for <kalima-learn>) and word-audio, refusing bad ones with a warning', () => {
    expect(
      parse({ kind: ' Reverse ', 'word-audio': '/a/{surah3}/{verse3}/{word3}.mp3' }),
    ).toMatchObject({
      options: { kind: 'reverse', wordAudio: '/a/{surah3}/{verse3}/{word3}.mp3' },
      warnings: [],
    })
    const bad = parse({ kind: 'shout', 'word-audio': 'https://a.example/{surah}.mp3' })
    expect(bad.options.kind).toBeUndefined()
    expect(bad.options.wordAudio).toBeUndefined()
    expect(bad.warnings.map((w) => w.attribute)).toEqual(['kind', 'word-audio'])
    expect(bad.warnings[0]?.message).toContain(
      'recognise, reverse, listen, type, listen-type, forms, fill, recall',
    )
    expect(bad.warnings[1]?.message).toContain('{verse}')
  })

  it('reads every valid attribute', () => {
    const { options, warnings } = parse({
      category: '3',
      lang: 'ur',
      theme: 'dark',
      'arabic-size': '56',
      'meaning-size': '30px',
      sound: 'off',
    })
    expect(options).toEqual({
      deck: { kind: 'lesson', id: 3 },
      lang: 'ur',
      uiLang: 'ur',
      theme: 'dark',
      arabicSize: 56,
      meaningSize: 30,
      sound: false,
    })
    expect(warnings).toEqual([])
  })

  it('shows the interface in the meaning language, or in ui-lang when it names one', () => {
    expect(parse({ lang: 'tr' }).options).toMatchObject({ lang: 'tr', uiLang: 'tr' })
    expect(parse({ lang: 'bn', 'ui-lang': 'EN' }).options).toMatchObject({
      lang: 'bn',
      uiLang: 'en',
    })
    const { options, warnings } = parse({ lang: 'ur', 'ui-lang': 'fr' })
    expect(options.uiLang).toBe('ur')
    expect(warnings).toEqual([
      expect.objectContaining({
        attribute: 'ui-lang',
        value: 'fr',
        message: expect.stringContaining('ur'),
      }),
    ])
  })

  it('takes a surah deck 89–114, over a category when both are given', () => {
    expect(parse({ surah: '112' }).options.deck).toEqual({ kind: 'surah', id: 112 })
    expect(parse({ surah: '89', category: '2' }).options.deck).toEqual({ kind: 'surah', id: 89 })
  })

  it('takes read="1"…"114" as the words of that surah the learner does not know yet, over surah and category', () => {
    expect(parse({ read: '67' })).toEqual({
      options: { ...DEFAULT_OPTIONS, deck: { kind: 'reading', id: 67 } },
      warnings: [],
    })
    expect(parse({ read: ' 1 ', surah: '112', category: '3' }).options.deck).toEqual({
      kind: 'reading',
      id: 1,
    })
    expect(parse({ read: '114' }).options.deck).toEqual({ kind: 'reading', id: 114 })
    for (const bad of ['0', '115', '2.5', 'al-mulk', '']) {
      const parsed = parse({ read: bad, surah: '112' })
      expect(parsed.options.deck).toEqual({ kind: 'surah', id: 112 })
      expect(parsed.warnings).toEqual([
        {
          attribute: 'read',
          value: bad,
          message: `<kalima-*> read="${bad}" is not valid (expected a surah 1–114); using surah 112.`,
        },
      ])
    }
  })

  it('takes category="pronouns" as the Pronouns deck (any case, spaces trimmed)', () => {
    expect(parse({ category: 'pronouns' })).toEqual({
      options: { ...DEFAULT_OPTIONS, deck: { kind: 'pronouns' } },
      warnings: [],
    })
    expect(parse({ category: ' Pronouns ' }).options.deck).toEqual({ kind: 'pronouns' })
    expect(parse({ category: 'pronouns', surah: '112' }).options.deck).toEqual({
      kind: 'surah',
      id: 112,
    })
    const badSurah = parse({ category: 'pronouns', surah: '300' })
    expect(badSurah.options.deck).toEqual({ kind: 'pronouns' })
    expect(badSurah.warnings[0]?.message).toContain('using pronouns')
  })

  it('accepts the range ends and trims spaces and case', () => {
    expect(parse({ category: ' 12 ' }).options.deck).toEqual({ kind: 'lesson', id: 12 })
    expect(parse({ surah: '114' }).options.deck).toEqual({ kind: 'surah', id: 114 })
    expect(parse({ lang: 'EN', theme: 'Dark', sound: 'ON' }).options).toMatchObject({
      lang: 'en',
      theme: 'dark',
      sound: true,
    })
    expect(parse({ theme: ' Auto ' }).options.theme).toBe('auto')
    expect(parse({ 'arabic-size': '32', 'meaning-size': '48' }).options).toMatchObject({
      arabicSize: 32,
      meaningSize: 48,
    })
  })

  it('treats a bare sound attribute as on', () => {
    expect(parse({ sound: '' }).options.sound).toBe(true)
  })

  it.each([
    ['category', '0'],
    ['category', '13'],
    ['category', '2.5'],
    ['category', 'three'],
    ['category', 'pronoun'],
    ['category', ''],
    ['surah', '88'],
    ['surah', '115'],
    ['surah', '-112'],
    ['lang', 'fr'],
    ['lang', ''],
    ['theme', 'blue'],
    ['theme', 'system'],
    ['arabic-size', '31'],
    ['arabic-size', '73'],
    ['arabic-size', '4em'],
    ['meaning-size', '15'],
    ['meaning-size', '1e2'],
    ['sound', 'loud'],
  ] as const)('falls back to the default for %s="%s", with a warning', (attribute, value) => {
    const { options, warnings } = parse({ [attribute]: value })
    expect(options).toEqual(DEFAULT_OPTIONS)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ attribute, value })
    expect(warnings[0]?.message).toContain(`${attribute}="${value}"`)
  })

  it('keeps a valid category when the surah is invalid', () => {
    const { options, warnings } = parse({ category: '4', surah: '300' })
    expect(options.deck).toEqual({ kind: 'lesson', id: 4 })
    expect(warnings.map((w) => w.attribute)).toEqual(['surah'])
    expect(warnings[0]?.message).toContain('lesson 4')
  })

  it('keeps the valid attributes when others are invalid', () => {
    const { options, warnings } = parse({ lang: 'tr', theme: 'neon', 'arabic-size': '999' })
    expect(options).toMatchObject({ lang: 'tr', theme: 'light', arabicSize: 42 })
    expect(warnings.map((w) => w.attribute)).toEqual(['theme', 'arabic-size'])
  })
})

describe('createWarnOnce', () => {
  it('logs each attribute value once, and again for a new bad value', () => {
    const log = vi.fn()
    const warnOnce = createWarnOnce(log)
    warnOnce(parse({ theme: 'neon' }).warnings)
    warnOnce(parse({ theme: 'neon' }).warnings)
    expect(log).toHaveBeenCalledTimes(1)
    warnOnce(parse({ theme: 'neon', lang: 'fr' }).warnings)
    expect(log).toHaveBeenCalledTimes(2)
    warnOnce(parse({ theme: 'pink' }).warnings)
    expect(log).toHaveBeenCalledTimes(3)
    expect(log.mock.calls.map(([m]) => m)).toEqual([
      expect.stringContaining('theme="neon"'),
      expect.stringContaining('lang="fr"'),
      expect.stringContaining('theme="pink"'),
    ])
  })

  it('keeps separate memories per element', () => {
    const log = vi.fn()
    const first = createWarnOnce(log)
    const second = createWarnOnce(log)
    const { warnings } = parse({ sound: 'loud' })
    first(warnings)
    second(warnings)
    first(warnings)
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('warns on console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createWarnOnce()(parse({ category: '99' }).warnings)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})

describe('parseAttributes of <kalima-reader>', () => {
  const reader = (attributes: Partial<Record<EmbedAttribute, string>>) =>
    parseAttributes((name) => attributes[name] ?? null, 'reader')

  it('reads a surah 1–114 and the verses from–to, not a deck', () => {
    expect(reader({ surah: '67', from: '1', to: '5' })).toEqual({
      options: { ...DEFAULT_OPTIONS, passage: { surah: 67, from: 1, to: 5 } },
      warnings: [],
    })
    // A surah deck's range (89–114) does not apply: any surah reads.
    expect(reader({ surah: '2' }).options.passage).toEqual({ surah: 2 })
    expect(reader({}).options.passage).toEqual({ surah: 1 })
  })

  it('falls back, with a warning, on a surah or verse that is not one', () => {
    const bad = reader({ surah: '115', from: 'first', to: '0' })
    expect(bad.options.passage).toEqual({ surah: 1 })
    expect(bad.warnings.map((w) => w.attribute)).toEqual(['surah', 'from', 'to'])
    expect(bad.warnings[0]?.message).toBe(
      '<kalima-*> surah="115" is not valid (expected a surah 1–114); using surah 1.',
    )
  })
})

describe('deckAttributes', () => {
  it('writes the Pronouns deck as category="pronouns", removing surah and read', () => {
    expect(deckAttributes({ kind: 'pronouns' })).toEqual({
      set: 'category',
      value: 'pronouns',
      remove: ['surah', 'read'],
    })
  })

  it('writes a lesson as category, a surah deck as surah and a reader deck as read, removing the others', () => {
    expect(deckAttributes({ kind: 'lesson', id: 4 })).toEqual({
      set: 'category',
      value: '4',
      remove: ['surah', 'read'],
    })
    expect(deckAttributes({ kind: 'surah', id: 90 })).toEqual({
      set: 'surah',
      value: '90',
      remove: ['category', 'read'],
    })
    expect(deckAttributes({ kind: 'reading', id: 67 })).toEqual({
      set: 'read',
      value: '67',
      remove: ['category', 'surah'],
    })
  })
})

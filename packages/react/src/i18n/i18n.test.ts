import { messageParts, prepareDictionary, setPseudoLocale, t } from './index'

describe('UI strings', () => {
  it('fills placeholders', () => {
    expect(t('common.counter', { n: 3, total: 50 })).toBe('3/50')
  })

  it('picks the singular or plural form by the number', () => {
    expect(t('assistant.streakDays', { n: 1 })).toBe('1 day')
    expect(t('assistant.streakDays', { n: 5 })).toBe('5 days')
    expect(t('assistant.streakDays', { n: 0 })).toBe('0 days')
  })
})

describe('a message in pieces (messageParts, for elements in its placeholders)', () => {
  /** A value that is neither a text nor a number: an element, say. */
  const link = { element: 'link' }

  it('gives the texts between placeholders and each value as it is, numbers written for the language', async () => {
    await prepareDictionary('bn', ['pages'])
    expect(messageParts('about.blog', { link })).toEqual([
      'How the words were chosen is told in ',
      link,
      '.',
    ])
    expect(messageParts('about.stats.coverageWithPronouns', { words: 600 }, 'bn')).toEqual([
      '',
      '৬০০',
      'টি শব্দ ও সর্বনাম মিলে',
    ])
    // What t gives, joined, for texts and numbers.
    const values = { words: 600, quranWords: 77429, coverage: 79.52, pronouns: 21 }
    const pieces = messageParts('about.lead', { ...values, kalima: 'k', examples: 'e' }, 'bn')
    expect(pieces.join('')).toBe(t('about.lead', { ...values, kalima: 'k', examples: 'e' }, 'bn'))
  })

  it('keeps a placeholder without a value, and picks a plural form by n as t does', () => {
    expect(messageParts('about.blog', {})).toEqual([
      'How the words were chosen is told in ',
      '{link}',
      '.',
    ])
    expect(messageParts('assistant.streakDays', { n: 1 })).toEqual(['', '1', ' day'])
    expect(messageParts('assistant.streakDays', { n: 3 })).toEqual(['', '3', ' days'])
  })

  it('pseudo-localises the pieces as t does', () => {
    setPseudoLocale(true)
    try {
      const [before, value, after] = messageParts('about.blog', { link })
      expect(value).toBe(link)
      expect(`${before}{link}${after}`).toBe(t('about.blog'))
      expect(String(before).startsWith('⟦')).toBe(true)
    } finally {
      setPseudoLocale(false)
    }
  })
})

describe('numbers', () => {
  it('writes an hour of the day as each language writes a time, by Intl', async () => {
    const { formatHour } = await import('./index')
    expect(formatHour(18, 'en')).toBe('6:00 PM')
    expect(formatHour(18, 'tr')).toBe('18:00')
    // Bengali in its own digits.
    expect(formatHour(18, 'bn')).toMatch(/^৬:০০/)
    for (const lang of ['en', 'bn', 'id', 'ur', 'tr', 'zh', 'es'] as const)
      expect(formatHour(7, lang)).toBe(
        new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(
          new Date(2000, 0, 1, 7),
        ),
      )
  })

  it('writes a day as each language writes a date, by Intl', async () => {
    const { formatDate } = await import('./index')
    const day = new Date(2026, 10, 29, 12).getTime()
    expect(formatDate(day, 'en')).toBe('November 29, 2026')
    expect(formatDate(day, 'bn')).toMatch(/২৯/)
    expect(formatDate(day, 'zh')).toBe('2026年11月29日')
  })

  it('writes numbers as Intl does for each language, small whole ones included', async () => {
    const { formatNumber, UI_LANGUAGES } = await import('./index')
    for (const lang of UI_LANGUAGES) {
      const intl = new Intl.NumberFormat(lang, { useGrouping: 'min2', maximumFractionDigits: 2 })
      for (const n of [
        0, 7, 42, 600, 2026, 9999, 10_000, 77_429, 99_999, 100_000, 1_234_567, 79.52, -3,
      ])
        expect(formatNumber(n, lang), `${lang} ${n}`).toBe(intl.format(n))
    }
  })
})

describe('a timer', () => {
  it("is m:ss in the interface language's digits, as Intl writes a minute and seconds", async () => {
    const { formatClock, UI_LANGUAGES } = await import('./index')
    expect(formatClock(0, 'bn')).toBe('০:০০')
    expect(formatClock(125, 'bn')).toBe('২:০৫')
    expect(formatClock(125, 'ur')).toBe('2:05')
    expect(formatClock(-4)).toBe('0:00')
    for (const lang of UI_LANGUAGES) {
      const intl = new Intl.NumberFormat(lang, { useGrouping: false })
      const [m, s] = formatClock(3_599, lang).split(':')
      expect([m, s], lang).toEqual([intl.format(59), intl.format(59)])
    }
  })
})

describe("a grade button's interval", () => {
  it("is written in the interface language by Intl: Bengali digits, each language's units", async () => {
    const { formatInterval } = await import('./index')
    const DAY = 86_400_000
    expect(formatInterval(10 * 60_000)).toBe('10 min')
    expect(formatInterval(3 * DAY, 'en')).toBe('3 days')
    expect(formatInterval(3 * DAY, 'bn')).toBe('৩ দিন')
    expect(formatInterval(3 * DAY, 'ur')).toBe('3 دن')
    expect(formatInterval(3 * 3_600_000, 'zh')).toBe('3小时')
    expect(formatInterval(90 * DAY, 'tr')).toBe('3 ay')
  })
})

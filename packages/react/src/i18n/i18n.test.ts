import { t } from './index'

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

describe('numbers', () => {
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

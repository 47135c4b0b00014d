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

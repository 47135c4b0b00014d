import fc from 'fast-check'
import { wordAudioTemplateError, wordAudioUrl } from './word-audio'

describe('word audio', () => {
  it('fills a template with the surah, verse and word position, padded where asked', () => {
    const ref = { surah: 2, ayah: 255, position: 7 }
    expect(wordAudioUrl('/audio/{surah}/{verse}/{word}.mp3', ref)).toBe('/audio/2/255/7.mp3')
    expect(wordAudioUrl('https://a.example/{surah3}_{verse3}_{word3}.mp3', ref)).toBe(
      'https://a.example/002_255_007.mp3',
    )
  })

  it('refuses a template that cannot name every word, with the reason', () => {
    expect(wordAudioTemplateError('')).toMatch(/empty/)
    expect(wordAudioTemplateError('ftp://x/{surah}/{verse}/{word}')).toMatch(/http/)
    expect(wordAudioTemplateError('/a/{surah}/{word}.mp3')).toMatch(/\{verse\}/)
    expect(wordAudioTemplateError('/a/{surah}/{verse}/{word}/{reciter}.mp3')).toMatch(
      /unknown placeholder \{reciter\}/,
    )
    expect(wordAudioTemplateError('/a/{surah3}/{verse}/{word3}.mp3')).toBeNull()
  })

  it('property: different words give different URLs', () => {
    const ref = fc.record({
      surah: fc.integer({ min: 1, max: 114 }),
      ayah: fc.integer({ min: 1, max: 286 }),
      position: fc.integer({ min: 1, max: 130 }),
    })
    fc.assert(
      fc.property(ref, ref, (a, b) => {
        const t = '/w/{surah}/{verse}/{word}.mp3'
        const same = a.surah === b.surah && a.ayah === b.ayah && a.position === b.position
        expect(wordAudioUrl(t, a) === wordAudioUrl(t, b)).toBe(same)
      }),
    )
  })
})

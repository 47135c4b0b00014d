import {
  FRAME_HEIGHT_RANGE,
  frameAttributes,
  isKalimaFrameMessage,
  type KalimaFrameMessage,
} from './frame-protocol'

describe('frame URL query → element attributes', () => {
  it('keeps only the elements’ attributes, first value each, in a fixed order', () => {
    const query = new URLSearchParams(
      'lang=ur&category=3&lang=bn&onclick=alert(1)&theme=dark&sound=off&style=x',
    )
    expect(frameAttributes(query)).toEqual([
      ['category', '3'],
      ['lang', 'ur'],
      ['theme', 'dark'],
      ['sound', 'off'],
    ])
    expect(frameAttributes(new URLSearchParams(''))).toEqual([])
  })

  it('passes bad values on for the element to refuse (it warns and uses its default)', () => {
    expect(frameAttributes(new URLSearchParams('surah=999'))).toEqual([['surah', '999']])
  })
})

describe('frame messages', () => {
  const base = { source: 'kalima', version: 1, mode: 'learn' } as const
  it('accepts the documented shapes', () => {
    const resize: KalimaFrameMessage = { ...base, type: 'resize', height: 512 }
    expect(isKalimaFrameMessage(resize)).toBe(true)
    expect(
      isKalimaFrameMessage({
        ...base,
        type: 'complete',
        id: 'a',
        detail: {
          mode: 'learn',
          deck: { kind: 'lesson', id: 1 },
          lang: 'bn',
          score: { answered: 1, correct: 1 },
          result: {},
        },
      }),
    ).toBe(true)
  })

  it('rejects other sources, versions, types and heights out of bounds', () => {
    expect(isKalimaFrameMessage(null)).toBe(false)
    expect(isKalimaFrameMessage('kalima')).toBe(false)
    expect(isKalimaFrameMessage({ ...base, source: 'other', type: 'resize', height: 500 })).toBe(
      false,
    )
    expect(isKalimaFrameMessage({ ...base, version: 2, type: 'resize', height: 500 })).toBe(false)
    expect(isKalimaFrameMessage({ ...base, type: 'navigate', detail: {} })).toBe(false)
    expect(isKalimaFrameMessage({ ...base, type: 'answer' })).toBe(false)
    expect(
      isKalimaFrameMessage({ ...base, type: 'resize', height: FRAME_HEIGHT_RANGE.max + 1 }),
    ).toBe(false)
    expect(isKalimaFrameMessage({ ...base, type: 'resize', height: Number.NaN })).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { nextMarks, readMarks, seqsOf, TAB_MARK_TTL_MS, TAB_MARKS_KEPT } from './tab-marks'

describe('tab marks', () => {
  it('keeps marks only while they move within 30 days, and drops malformed ones', () => {
    expect(
      readMarks({ a: { n: 2, at: 5 }, 'b c': { n: 1, at: 5 }, d: { n: 0, at: 5 }, e: 3 }),
    ).toEqual({
      a: { n: 2, at: 5 },
    })
    expect(readMarks('junk')).toEqual({})
    const now = TAB_MARK_TTL_MS + 100
    const marks = { old: { n: 4, at: 50 }, kept: { n: 1, at: 200 }, moved: { n: 1, at: 50 } }
    expect(nextMarks(marks, { old: 4, kept: 1, moved: 2, fresh: 3 }, now)).toEqual({
      kept: { n: 1, at: 200 },
      moved: { n: 2, at: now },
      fresh: { n: 3, at: now },
    })
    // At most the latest 64: a page opened many times a day stores a small object.
    const many = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`t${i}`, { n: 1, at: now - 1000 + i }]),
    )
    const latest = nextMarks(many, { ...seqsOf(many), mine: 5 }, now)
    expect(Object.keys(latest)).toHaveLength(TAB_MARKS_KEPT)
    expect(latest.mine).toEqual({ n: 5, at: now })
    expect(latest.t99).toBeDefined()
    expect(latest.t0).toBeUndefined()
  })
})

import fc from 'fast-check'
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

  const tab = fc.stringMatching(/^[a-z0-9]{1,8}$/)
  const marksArb = fc.dictionary(
    tab,
    fc.record({ n: fc.integer({ min: 1, max: 50 }), at: fc.nat(4 * TAB_MARK_TTL_MS) }),
    { maxKeys: 90 },
  )
  /** Marks, and seqs where each marked tab kept its number, moved on, or is not written. */
  const caseArb = marksArb.chain((marks) => {
    const ids = Object.keys(marks)
    const fates = fc.array(fc.constantFrom('kept', 'moved', 'absent'), {
      minLength: ids.length,
      maxLength: ids.length,
    })
    const others = fc.dictionary(tab, fc.integer({ min: 1, max: 50 }), { maxKeys: 40 })
    const seqs = fc.tuple(others, fates).map(([extra, fate]) => {
      const out: Record<string, number> = { ...extra }
      ids.forEach((id, i) => {
        const n = marks[id]?.n ?? 1
        if (fate[i] === 'kept') out[id] = n
        else if (fate[i] === 'moved') out[id] = n + 1
        else delete out[id]
      })
      return out
    })
    return fc.tuple(fc.constant(marks), seqs, fc.nat(4 * TAB_MARK_TTL_MS))
  })

  it('property: the next marks hold the given seqs, kept within 30 days and the latest 64, and read back as written', () => {
    fc.assert(
      fc.property(caseArb, ([marks, seqs, now]) => {
        const next = nextMarks(marks, seqs, now)
        expect(Object.keys(next).length).toBeLessThanOrEqual(TAB_MARKS_KEPT)
        const at = (id: string) => (marks[id]?.n === seqs[id] ? (marks[id]?.at ?? now) : now)
        for (const [id, mark] of Object.entries(next)) {
          expect(mark.n).toBe(seqs[id])
          // A mark that did not move keeps its time; one that moved is marked now.
          expect(mark.at).toBe(at(id))
          expect(mark.at).toBeGreaterThan(now - TAB_MARK_TTL_MS)
        }
        // A tab marked now is kept unless 64 others are marked as late or later.
        const late = Object.keys(seqs).filter((id) => at(id) >= now)
        if (late.length <= TAB_MARKS_KEPT)
          for (const id of late) expect(next[id]).toEqual({ n: seqs[id], at: at(id) })
        expect(readMarks(JSON.parse(JSON.stringify(next)))).toEqual(next)
      }),
    )
  })
})

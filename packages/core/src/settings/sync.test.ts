import fc from 'fast-check'
import { DEFAULT_SETTINGS, type Settings } from '.'
import {
  fromRemoteSettings,
  mergeSettings,
  type StampedSettings,
  stampChanges,
  toRemoteStamps,
  validateStamps,
} from './sync'

const stamped = (settings: Partial<Settings>, changedAt: StampedSettings['changedAt'] = {}) => ({
  settings: { ...DEFAULT_SETTINGS, ...settings },
  changedAt,
})

describe('settings sync: the newest change of each field wins', () => {
  it('a change made on this device after the server copy survives signing in', () => {
    // The server keeps 22 px from long ago; this browser set 30 px while signed out.
    const server = stamped({ meaningFontSize: 22, darkMode: true }, { darkMode: 500 })
    const local = stamped({ meaningFontSize: 30 }, { meaningFontSize: 1000 })
    const merged = mergeSettings(local, server)
    expect(merged.settings).toMatchObject({ meaningFontSize: 30, darkMode: true })
    expect(merged.changedAt).toEqual({ meaningFontSize: 1000, darkMode: 500 })
    expect(mergeSettings(server, local)).toEqual(merged)
  })

  it('a newer change elsewhere wins over an older local one, field by field', () => {
    const phone = stamped(
      { arabicFontSize: 60, darkMode: true },
      { arabicFontSize: 100, darkMode: 300 },
    )
    const laptop = stamped(
      { arabicFontSize: 40, darkMode: false },
      { arabicFontSize: 200, darkMode: 250 },
    )
    expect(mergeSettings(phone, laptop).settings).toMatchObject({
      arabicFontSize: 40,
      darkMode: true,
    })
  })

  it('stamps only the fields that changed, and never goes back in time', () => {
    const before = { ...DEFAULT_SETTINGS }
    const after = { ...before, meaningFontSize: 30 }
    expect(stampChanges(before, after, { darkMode: 5 }, 100)).toEqual({
      darkMode: 5,
      meaningFontSize: 100,
    })
    // The clock went back: the later change still gets the later stamp.
    expect(stampChanges(after, before, { meaningFontSize: 100 }, 50)).toEqual({
      meaningFontSize: 101,
    })
  })

  it('reads the server names and refuses bad stamps', () => {
    const remote = fromRemoteSettings({
      bengaliFontSize: 30,
      arabicFontSize: 99,
      changedAt: { bengaliFontSize: 10, darkMode: -1, nope: 5, arabicFontSize: 'x' },
    })
    expect(remote.settings).toMatchObject({ meaningFontSize: 30, arabicFontSize: 72 })
    expect(remote.changedAt).toEqual({ meaningFontSize: 10 })
    expect(validateStamps(null)).toEqual({})
    expect(toRemoteStamps({ meaningFontSize: 10, darkMode: 3 })).toEqual({
      bengaliFontSize: 10,
      darkMode: 3,
    })
  })

  const stampedArb: fc.Arbitrary<StampedSettings> = fc
    .record({
      meaningFontSize: fc.constantFrom(16, 22, 30),
      darkMode: fc.boolean(),
      arabicFontFamily: fc.constantFrom('naskh' as const, 'kufi' as const),
      s1: fc.option(fc.nat(3), { nil: undefined }),
      s2: fc.option(fc.nat(3), { nil: undefined }),
      s3: fc.option(fc.nat(3), { nil: undefined }),
    })
    .map(({ meaningFontSize, darkMode, arabicFontFamily, s1, s2, s3 }) =>
      stamped(
        { meaningFontSize, darkMode, arabicFontFamily },
        validateStamps({ meaningFontSize: s1, darkMode: s2, arabicFontFamily: s3 }),
      ),
    )

  it('merge is commutative, associative and idempotent (any settings and stamps)', () => {
    fc.assert(
      fc.property(stampedArb, stampedArb, stampedArb, (a, b, c) => {
        expect(mergeSettings(a, b)).toEqual(mergeSettings(b, a))
        expect(mergeSettings(mergeSettings(a, b), c)).toEqual(mergeSettings(a, mergeSettings(b, c)))
        expect(mergeSettings(a, a)).toEqual(a)
      }),
    )
  })

  it('the field changed last always wins (any settings, any order of merges)', () => {
    fc.assert(
      fc.property(stampedArb, stampedArb, fc.constantFrom(40, 48), (a, b, size) => {
        const latest = Math.max(a.changedAt.meaningFontSize ?? 0, b.changedAt.meaningFontSize ?? 0)
        const changed = stamped(
          { ...a.settings, meaningFontSize: size },
          { ...a.changedAt, meaningFontSize: latest + 1 },
        )
        expect(mergeSettings(b, changed).settings.meaningFontSize).toBe(size)
        expect(mergeSettings(changed, b).settings.meaningFontSize).toBe(size)
      }),
    )
  })
})

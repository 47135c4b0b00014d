// The server's merge of a settings write (mergeSettingsWrite, bundled for the settings hook):
// a write with stamps lands exactly as a device's mergeSettings would merge it; a write
// without stamps (an older app) changes only the fields nobody stamped.
import fc from 'fast-check'
import { DEFAULT_SETTINGS, LEGACY_SETTING_NAMES, type Settings } from '.'
import { mergeSettingsWrite, REMOTE_SETTING_FIELDS, type SettingsToStore } from './server'
import { fromRemoteSettings, isStamp, mergeSettings, SETTING_NAMES, type SettingName } from './sync'

/** The server's field name of a setting. */
const remoteName = (name: SettingName): string =>
  Object.entries(LEGACY_SETTING_NAMES).find(([, core]) => core === name)?.[0] ?? name

/** A record as the server stores it: the defaults, by the server's names, with `fields` on them. */
const record = (fields: Record<string, unknown> = {}): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const name of SETTING_NAMES) out[remoteName(name)] = DEFAULT_SETTINGS[name]
  return { ...out, ...fields }
}

/** What was stored, as the record the next write meets. */
const asRecord = (stored: SettingsToStore): Record<string, unknown> => ({
  ...stored.values,
  changedAt: stored.changedAt,
})

/** A stamp: small, so that ties are frequent; now and then an invalid one, dropped. */
const stampArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -3, 1.5, 'x' as unknown as number) },
)

/** Stamps by the server's names, a name the core does not know among them. */
const stampsArb = fc.record(
  {
    bengaliFontSize: stampArb,
    darkMode: stampArb,
    arabicFontFamily: stampArb,
    transliterationColor: stampArb,
    timeZone: stampArb,
    futureSetting: stampArb,
  },
  { requiredKeys: [] },
)

/** A valid stored record: a few settings varied (defaults among them), stamped or not. */
const valuesArb = fc.record({
  bengaliFontSize: fc.constantFrom(16, 22, 30),
  darkMode: fc.boolean(),
  arabicFontFamily: fc.constantFrom('naskh', 'kufi'),
  transliterationColor: fc.constantFrom('#666', '#666666', '#abc'),
  timeZone: fc.constantFrom('', 'Asia/Dhaka', 'Europe/Istanbul'),
})

/** A record written with stamps (an app since stamps: `changedAt` an object, maybe empty). */
const stampedArb = fc
  .tuple(valuesArb, stampsArb)
  .map(([values, changedAt]) => record({ ...values, changedAt }))

/** A record written without stamps (an older app): `changedAt` absent or null. */
const unstampedArb = fc
  .tuple(valuesArb, fc.constantFrom(undefined, null))
  .map(([values, changedAt]) =>
    changedAt === undefined ? record(values) : record({ ...values, changedAt }),
  )

describe('mergeSettingsWrite: a write with stamps', () => {
  it("stores what the devices' mergeSettings makes of the two records", () => {
    fc.assert(
      fc.property(stampedArb, stampedArb, (stored, written) => {
        const result = mergeSettingsWrite(stored, written)
        expect(fromRemoteSettings(asRecord(result))).toEqual(
          mergeSettings(fromRemoteSettings(stored), fromRemoteSettings(written)),
        )
      }),
    )
  })

  it('is commutative, associative and idempotent', () => {
    fc.assert(
      fc.property(stampedArb, stampedArb, stampedArb, (a, b, c) => {
        const ab = mergeSettingsWrite(a, b)
        expect(mergeSettingsWrite(b, a)).toEqual(ab)
        expect(mergeSettingsWrite(asRecord(ab), c)).toEqual(
          mergeSettingsWrite(a, asRecord(mergeSettingsWrite(b, c))),
        )
        // The same write again changes nothing; a record merged with itself is itself.
        expect(mergeSettingsWrite(asRecord(ab), b)).toEqual(ab)
        expect(mergeSettingsWrite(asRecord(ab), asRecord(ab))).toEqual(ab)
      }),
    )
  })

  it('breaks a tie as devices do: a value the learner set, then the larger JSON', () => {
    // Same stamps, other values: the learner's dark mode over the default (the hook took
    // the written value before), then 30 px over 26 ('30' > '26'), whichever side wrote it.
    const changedAt = { darkMode: 5, bengaliFontSize: 3 }
    const stored = record({ darkMode: true, bengaliFontSize: 26, changedAt })
    const written = record({ darkMode: false, bengaliFontSize: 30, changedAt })
    for (const [a, b] of [
      [stored, written],
      [written, stored],
    ] as const) {
      const result = mergeSettingsWrite(a, b)
      expect(result.values).toMatchObject({ darkMode: true, bengaliFontSize: 30 })
      expect(result.changedAt).toEqual({ darkMode: 5, bengaliFontSize: 3 })
    }
  })

  it("keeps the learner's unstamped settings when a device that never changed any writes defaults", () => {
    const stored = record({ darkMode: true, arabicFontSize: 60 })
    const result = mergeSettingsWrite(stored, record({ changedAt: {} }))
    expect(result.values).toMatchObject({ darkMode: true, arabicFontSize: 60 })
    expect(result.changedAt).toEqual({})
  })

  it('keeps a newer stored field over a late write of an older value', () => {
    const stored = record({ darkMode: true, changedAt: { darkMode: 2000 } })
    const written = record({
      darkMode: false,
      arabicFontSize: 50,
      changedAt: { darkMode: 1000, arabicFontSize: 1000 },
    })
    const result = mergeSettingsWrite(stored, written)
    expect(result.values).toMatchObject({ darkMode: true, arabicFontSize: 50 })
    expect(result.changedAt).toEqual({ darkMode: 2000, arabicFontSize: 1000 })
  })
})

describe('mergeSettingsWrite: a write without stamps (an older app)', () => {
  it('changes what it writes, except the fields another device changed with a stamp', () => {
    fc.assert(
      fc.property(stampedArb, unstampedArb, (stored, written) => {
        const result = mergeSettingsWrite(stored, written)
        const stamps = fromRemoteSettings(stored).changedAt
        for (const name of SETTING_NAMES) {
          const field = remoteName(name)
          const from = stamps[name] === undefined ? written : stored
          expect(result.values[field], field).toEqual(from[field])
        }
        // The stamps stay as they were (the invalid ones dropped).
        expect(result.changedAt).toEqual(
          Object.fromEntries(
            Object.entries(stored.changedAt as Record<string, unknown>).filter(([, v]) =>
              isStamp(v),
            ),
          ),
        )
        // The same write again changes nothing.
        expect(mergeSettingsWrite(asRecord(result), written)).toEqual(result)
      }),
    )
  })

  it('lands on a record from before stamps as every write did then', () => {
    const stored = record({ darkMode: true, arabicFontSize: 60 })
    const result = mergeSettingsWrite(stored, record({ darkMode: false, soundEffects: false }))
    expect(result.values).toMatchObject({
      darkMode: false,
      soundEffects: false,
      arabicFontSize: 42,
    })
    expect(result.changedAt).toEqual({})
  })
})

describe('mergeSettingsWrite: what the record holds', () => {
  it("answers every setting by the server's names, its values as they were", () => {
    expect([...REMOTE_SETTING_FIELDS].sort()).toEqual(SETTING_NAMES.map(remoteName).sort())
    expect(REMOTE_SETTING_FIELDS).toContain('bengaliFontSize')
    expect(REMOTE_SETTING_FIELDS).not.toContain('meaningFontSize')
    fc.assert(
      fc.property(stampedArb, fc.oneof(stampedArb, unstampedArb), (stored, written) => {
        const result = mergeSettingsWrite(stored, written)
        expect(Object.keys(result.values).sort()).toEqual([...REMOTE_SETTING_FIELDS].sort())
        for (const field of REMOTE_SETTING_FIELDS)
          expect([stored[field], written[field]]).toContainEqual(result.values[field])
      }),
    )
  })

  it('keeps stamps of names the core does not know (the later), drops invalid ones', () => {
    const stored = record({ changedAt: { futureSetting: 7, bengaliColor: 3, darkMode: 'x' } })
    // A stamp under the core's name counts for the server's field (as devices read it).
    const written = record({
      bengaliColor: '#123456',
      changedAt: { futureSetting: 4, otherThing: 9, bengaliFontSize: -1, meaningColor: 8 },
    })
    const result = mergeSettingsWrite(stored, written)
    expect(result.values.bengaliColor).toBe('#123456')
    expect(result.changedAt).toEqual({ futureSetting: 7, otherThing: 9, bengaliColor: 8 })
    // An older app's write keeps the stored ones as they are.
    expect(mergeSettingsWrite(stored, record()).changedAt).toEqual({
      futureSetting: 7,
      bengaliColor: 3,
    })
  })

  it('takes a setting a record lacks as its default', () => {
    const result = mergeSettingsWrite({}, { darkMode: true, changedAt: { darkMode: 1 } })
    const expected: Partial<Settings> = { ...DEFAULT_SETTINGS, darkMode: true }
    expect(fromRemoteSettings(asRecord(result)).settings).toEqual(expected)
    expect(result.values.bengaliFontSize).toBe(DEFAULT_SETTINGS.meaningFontSize)
  })
})

// The server merges a settings write by the core's own rule (mergeSettingsWrite, bundled in
// pb_hooks/lib/settings-rules.cjs): what a real PocketBase stores is what a device's
// mergeSettings makes of the stored record and the written one, ties included; a write
// without stamps (an older app) changes only the fields nobody stamped.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import type { RemoteSettings } from '../../packages/core/src/ports/backend'
import { fromRemoteSettings, mergeSettings } from '../../packages/core/src/settings/sync'
import { api, createUser, startPocketBase, type TestPocketBase } from '../helpers/pocketbase'

/** A record the server answered (or one written) as a device reads it. */
const asDevice = (remote: Partial<RemoteSettings>) =>
  fromRemoteSettings(remote as Record<string, unknown>)

describe("the server's settings merge is the core's", () => {
  let pb: TestPocketBase
  beforeAll(async () => {
    pb = await startPocketBase({ env: { KALIMA_RATE_LIMIT_MULTIPLIER: '100' } })
  })
  afterAll(async () => {
    await pb?.stop()
  })

  const signedIn = async (email: string) => {
    const user = await createUser(pb.url, email, 'Maryam')
    const backend = createPocketBaseBackend({ url: pb.url })
    await backend.signIn(user.email, user.password)
    return { user, backend }
  }

  it('breaks a tie as mergeSettings does: the value the learner set, then the larger JSON', async () => {
    // The same stamps written in both orders, by two learners: the same result either way.
    const learnerSet: Partial<RemoteSettings> = {
      darkMode: true,
      bengaliFontSize: 26,
      changedAt: { darkMode: 5, bengaliFontSize: 7 },
    }
    const other: Partial<RemoteSettings> = {
      darkMode: false,
      bengaliFontSize: 30,
      changedAt: { darkMode: 5, bengaliFontSize: 7 },
    }
    const orders: [Partial<RemoteSettings>, Partial<RemoteSettings>][] = [
      [learnerSet, other],
      [other, learnerSet],
    ]
    for (const [i, [first, second]] of orders.entries()) {
      const { backend } = await signedIn(`tie${i}@kalima.test`)
      const stored = await backend.writeSettings(first)
      const answer = await backend.writeSettings(second)
      // Before, the hook took the written value on a tie: dark mode off in the first order.
      expect(answer).toMatchObject({
        darkMode: true,
        bengaliFontSize: 30,
        changedAt: { darkMode: 5, bengaliFontSize: 7 },
      })
      expect(asDevice(answer)).toEqual(
        mergeSettings(asDevice(stored), asDevice({ ...stored, ...second })),
      )
      expect(await backend.readSettings()).toEqual(answer)
    }
  })

  it('stores what mergeSettings makes of the stored record and any stamped write', async () => {
    const { backend } = await signedIn('property@kalima.test')
    let stored: RemoteSettings = await backend.writeSettings({ changedAt: {} })
    // Few values and stamps, so that ties are frequent; defaults among the values.
    const stamp = fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined })
    const writeArb = fc.record({
      darkMode: fc.boolean(),
      arabicFontSize: fc.constantFrom(42, 50, 60),
      bengaliFontFamily: fc.constantFrom('kalpurush', 'solaimanlipi', 'default'),
      uiLanguage: fc.constantFrom('auto', 'ur', 'tr'),
      changedAt: fc.record(
        { darkMode: stamp, arabicFontSize: stamp, bengaliFontFamily: stamp, uiLanguage: stamp },
        { requiredKeys: [] },
      ),
    })
    await fc.assert(
      fc.asyncProperty(writeArb, async (write) => {
        const changedAt = Object.fromEntries(
          Object.entries(write.changedAt).filter(([, v]) => v !== undefined),
        ) as Record<string, number>
        const written = { ...write, changedAt } as Partial<RemoteSettings>
        const expected = mergeSettings(asDevice(stored), asDevice({ ...stored, ...written }))
        const answer = await backend.writeSettings(written)
        expect(asDevice(answer)).toEqual(expected)
        stored = answer
      }),
      { numRuns: 30 },
    )
  })

  it('lets a write without stamps (an older app) change only the fields nobody stamped', async () => {
    const { user, backend } = await signedIn('older@kalima.test')
    const stored = await backend.writeSettings({
      darkMode: true,
      changedAt: { darkMode: 2000, futureSetting: 9 },
    })
    const list = await api(pb.url, 'GET', '/api/collections/settings/records', {
      token: user.token,
    })
    const id = list.body.items[0].id
    // As an app from before stamps writes: its fields, no changedAt.
    const answer = await api(pb.url, 'PATCH', `/api/collections/settings/records/${id}`, {
      token: user.token,
      body: { ...stored, changedAt: undefined, darkMode: false, soundEffects: false },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({
      darkMode: true,
      soundEffects: false,
      // A stamp of a name the core does not know is kept.
      changedAt: { darkMode: 2000, futureSetting: 9 },
    })
  })
})

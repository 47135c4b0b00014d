// The API rules are the security boundary: every owner-only collection is
// probed by another user and by an anonymous caller, and every attempt fails.
// Progress entries are read-only through the records API (written only by the
// progress route, which takes the learner from the auth token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  createUser,
  startPocketBase,
  superuserToken,
  type TestPocketBase,
  type TestUser,
} from '../helpers/pocketbase'
import {
  testEnv,
  validAnalytics,
  validContact,
  validFeedback,
  validProgress,
  validSettings,
  validTestResult,
} from './fixtures'

const owned: Record<string, () => Record<string, unknown>> = {
  settings: () => ({ ...validSettings }),
  analytics: () => ({ ...validAnalytics }),
  test_results: () => ({ ...validTestResult }),
}

describe('API rules', () => {
  let pb: TestPocketBase
  let a: TestUser
  let b: TestUser
  let admin: string
  const records: Record<string, string> = {}

  beforeAll(async () => {
    pb = await startPocketBase({ env: testEnv() })
    a = await createUser(pb.url, 'a@kalima.test', 'Alice')
    b = await createUser(pb.url, 'b@kalima.test', 'Bilal')
    admin = await superuserToken(pb)
    for (const [collection, body] of Object.entries(owned)) {
      const created = await api(pb.url, 'POST', `/api/collections/${collection}/records`, {
        token: a.token,
        body: { ...body(), user: a.id },
      })
      expect(created.status, `${collection}: ${JSON.stringify(created.body)}`).toBe(200)
      records[collection] = created.body.id
    }
  })
  afterAll(async () => {
    await pb?.stop()
  })

  const snapshot = async (collection: string, id: string) =>
    (await api(pb.url, 'GET', `/api/collections/${collection}/records/${id}`, { token: admin }))
      .body

  it('gives settings written without an interface language (an older cached app) uiLanguage "auto"', async () => {
    // validSettings is what the app sent before issue 17: no uiLanguage.
    expect(validSettings).not.toHaveProperty('uiLanguage')
    expect((await snapshot('settings', records.settings ?? '')).uiLanguage).toBe('auto')
  })

  for (const collection of [...Object.keys(owned), 'users']) {
    describe(collection, () => {
      const id = () => (collection === 'users' ? a.id : (records[collection] as string))
      const path = () => `/api/collections/${collection}/records`

      it('owner can list and view their own record', async () => {
        const list = await api(pb.url, 'GET', path(), { token: a.token })
        expect(list.status).toBe(200)
        expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([id()])
        const view = await api(pb.url, 'GET', `${path()}/${id()}`, { token: a.token })
        expect(view.status).toBe(200)
      })

      it('another user cannot list, view, update or delete it', async () => {
        const before = await snapshot(collection, id())
        const list = await api(pb.url, 'GET', path(), { token: b.token })
        expect(list.status).toBe(200)
        expect(list.body.items.map((r: { id: string }) => r.id)).not.toContain(id())
        if (collection !== 'users') expect(list.body.totalItems).toBe(0)
        const filtered = await api(
          pb.url,
          'GET',
          `${path()}?filter=${encodeURIComponent(`id="${id()}"`)}`,
          {
            token: b.token,
          },
        )
        expect(filtered.body.totalItems).toBe(0)
        expect((await api(pb.url, 'GET', `${path()}/${id()}`, { token: b.token })).status).toBe(404)
        const patch = collection === 'users' ? { name: 'Hacked' } : { user: b.id }
        expect(
          (await api(pb.url, 'PATCH', `${path()}/${id()}`, { token: b.token, body: patch })).status,
        ).toBe(404)
        expect((await api(pb.url, 'DELETE', `${path()}/${id()}`, { token: b.token })).status).toBe(
          404,
        )
        expect(await snapshot(collection, id())).toEqual(before)
      })

      it('anonymous cannot list, view, update or delete it', async () => {
        const before = await snapshot(collection, id())
        const list = await api(pb.url, 'GET', path())
        expect(list.status).toBe(200)
        expect(list.body.totalItems).toBe(0)
        expect(list.body.items).toEqual([])
        expect((await api(pb.url, 'GET', `${path()}/${id()}`)).status).toBe(404)
        expect(
          (await api(pb.url, 'PATCH', `${path()}/${id()}`, { body: { name: 'x' } })).status,
        ).toBe(404)
        expect((await api(pb.url, 'DELETE', `${path()}/${id()}`)).status).toBe(404)
        expect(await snapshot(collection, id())).toEqual(before)
      })

      if (collection !== 'users') {
        it("nobody can create a record in another user's name", async () => {
          const count = async () =>
            (
              await api(pb.url, 'GET', `${path()}?filter=${encodeURIComponent(`user="${a.id}"`)}`, {
                token: admin,
              })
            ).body.totalItems
          const before = await count()
          const forged = { ...owned[collection]?.(), user: a.id, deck: '2', word: 'rabb' }
          const asB = await api(pb.url, 'POST', path(), { token: b.token, body: forged })
          expect(asB.status).toBe(400)
          const anonymous = await api(pb.url, 'POST', path(), { body: forged })
          expect(anonymous.status).toBe(400)
          expect(await count()).toBe(before)
        })

        it('the owner cannot hand the record to another user', async () => {
          const moved = await api(pb.url, 'PATCH', `${path()}/${id()}`, {
            token: a.token,
            body: { user: b.id },
          })
          expect(moved.status).toBe(404)
          expect((await snapshot(collection, id())).user).toBe(a.id)
        })

        it('one record per user (and deck): a duplicate is rejected', async () => {
          const dup = await api(pb.url, 'POST', path(), {
            token: a.token,
            body: { ...owned[collection]?.(), user: a.id },
          })
          expect(dup.status).toBe(400)
        })
      }
    })
  }

  describe('progress_entries (written only by POST /api/kalima/progress)', () => {
    const path = '/api/collections/progress_entries/records'
    const route = '/api/kalima/progress'
    let ids: string[] = []
    /** Every stored entry of every user, as the superuser sees them. */
    const all = async () =>
      (await api(pb.url, 'GET', `${path}?perPage=500&sort=id`, { token: admin })).body.items
    beforeAll(async () => {
      const pushed = await api(pb.url, 'POST', route, {
        token: a.token,
        body: { delta: validProgress() },
      })
      expect(pushed).toEqual({ status: 200, body: { ok: true } })
      ids = (await all()).map((r: { id: string }) => r.id)
      // meta, one word, one deck, one test, one day, one hour
      expect(ids).toHaveLength(6)
    })

    it('the owner can list and view their own entries, and read the record', async () => {
      const list = await api(pb.url, 'GET', `${path}?perPage=500`, { token: a.token })
      expect(list.status).toBe(200)
      expect(list.body.items.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort())
      expect(list.body.items.every((r: { user: string }) => r.user === a.id)).toBe(true)
      expect((await api(pb.url, 'GET', `${path}/${ids[0]}`, { token: a.token })).status).toBe(200)
      const record = await api(pb.url, 'GET', route, { token: a.token })
      expect(record.status).toBe(200)
      expect(record.body.progress.words.allah).toMatchObject({ correct: 2, attempts: 3 })
    })

    it('another user cannot list, view, update or delete them, and reads only their own record', async () => {
      const before = await all()
      const list = await api(pb.url, 'GET', path, { token: b.token })
      expect(list.status).toBe(200)
      expect(list.body.totalItems).toBe(0)
      const filtered = await api(
        pb.url,
        'GET',
        `${path}?filter=${encodeURIComponent(`user="${a.id}"`)}`,
        { token: b.token },
      )
      expect(filtered.body.totalItems).toBe(0)
      for (const id of ids) {
        expect((await api(pb.url, 'GET', `${path}/${id}`, { token: b.token })).status).toBe(404)
        const patch = await api(pb.url, 'PATCH', `${path}/${id}`, {
          token: b.token,
          body: { user: b.id, data: { version: 2, resetAt: 0 } },
        })
        expect(patch.status).toBe(403)
        expect((await api(pb.url, 'DELETE', `${path}/${id}`, { token: b.token })).status).toBe(403)
      }
      expect((await api(pb.url, 'GET', route, { token: b.token })).body).toEqual({ progress: null })
      expect(await all()).toEqual(before)
    })

    it('anonymous cannot read them, nor use the progress route', async () => {
      const before = await all()
      const list = await api(pb.url, 'GET', path)
      expect(list.status).toBe(200)
      expect(list.body.totalItems).toBe(0)
      expect((await api(pb.url, 'GET', `${path}/${ids[0]}`)).status).toBe(404)
      expect((await api(pb.url, 'PATCH', `${path}/${ids[0]}`, { body: { key: 'x' } })).status).toBe(
        403,
      )
      expect((await api(pb.url, 'DELETE', `${path}/${ids[0]}`)).status).toBe(403)
      expect((await api(pb.url, 'GET', route)).status).toBe(401)
      const push = await api(pb.url, 'POST', route, { body: { delta: validProgress(9, 9) } })
      expect(push.status).toBe(401)
      expect(await all()).toEqual(before)
    })

    it('nobody writes entries through the records API, not even the owner', async () => {
      const before = await all()
      const entry = { user: a.id, key: 'w:rabb', data: validProgress().words.allah }
      for (const token of [a.token, b.token, undefined]) {
        expect((await api(pb.url, 'POST', path, { token, body: entry })).status).toBe(403)
      }
      const meta = ids[0] as string
      const raise = { data: { ...validProgress().words.allah, correct: 999, attempts: 999 } }
      expect(
        (await api(pb.url, 'PATCH', `${path}/${meta}`, { token: a.token, body: raise })).status,
      ).toBe(403)
      expect((await api(pb.url, 'DELETE', `${path}/${meta}`, { token: a.token })).status).toBe(403)
      expect(await all()).toEqual(before)
    })

    it("a push writes only the pusher's own entries, whatever the body says", async () => {
      const before = await all()
      const pushed = await api(pb.url, 'POST', route, {
        token: b.token,
        body: { user: a.id, delta: validProgress(1, 1, 'bilaldevice1') },
      })
      expect(pushed.status).toBe(200)
      const after = await all()
      expect(after.filter((r: { user: string }) => r.user === a.id)).toEqual(before)
      expect(after.filter((r: { user: string }) => r.user === b.id)).toHaveLength(6)
    })

    it('a superuser token is not a learner: the route refuses it', async () => {
      expect(
        (await api(pb.url, 'POST', route, { token: admin, body: { delta: validProgress() } }))
          .status,
      ).toBe(403)
    })
  })

  for (const [collection, body] of [
    ['contact_messages', validContact],
    ['feedback', validFeedback],
  ] as const) {
    describe(collection, () => {
      const path = `/api/collections/${collection}/records`
      let id = ''
      beforeAll(async () => {
        const created = await api(pb.url, 'POST', path, { body })
        expect(created.status).toBe(200)
        id = created.body.id
      })

      it('anyone can create, but the answer carries only the id back to anonymous callers', async () => {
        const created = await api(pb.url, 'POST', path, { token: a.token, body })
        expect(created.status).toBe(200)
      })

      for (const [who, token] of [
        ['anonymous', () => undefined],
        ['a signed-in user', () => a.token],
      ] as const) {
        it(`${who} cannot list, view, update or delete`, async () => {
          const before = await snapshot(collection, id)
          const opts = { token: token() }
          expect((await api(pb.url, 'GET', path, opts)).status).toBe(403)
          expect((await api(pb.url, 'GET', `${path}/${id}`, opts)).status).toBe(403)
          expect(
            (
              await api(pb.url, 'PATCH', `${path}/${id}`, {
                ...opts,
                body: { subject: 'x', comment: 'x' },
              })
            ).status,
          ).toBe(403)
          expect((await api(pb.url, 'DELETE', `${path}/${id}`, opts)).status).toBe(403)
          expect(await snapshot(collection, id)).toEqual(before)
        })
      }
    })
  }

  describe('account routes', () => {
    it('sign-out-everywhere: anonymous 401, a superuser 403; a learner ends only their own sessions', async () => {
      const route = '/api/kalima/sign-out-everywhere'
      expect((await api(pb.url, 'POST', route, {})).status).toBe(401)
      expect((await api(pb.url, 'POST', route, { token: admin })).status).toBe(403)
      const c = await createUser(pb.url, 'c@kalima.test', 'Chadia')
      expect((await api(pb.url, 'POST', route, { token: c.token })).status).toBe(204)
      expect((await api(pb.url, 'GET', '/api/kalima/progress', { token: c.token })).status).toBe(
        401,
      )
      // Nobody else's token was touched.
      for (const other of [a, b]) {
        expect(
          (await api(pb.url, 'GET', '/api/kalima/progress', { token: other.token })).status,
        ).toBe(200)
      }
    })

    it('e-mail change and verification are closed to everyone, superusers included', async () => {
      for (const token of [undefined, a.token, admin]) {
        for (const [path, body] of [
          ['request-email-change', { newEmail: 'b@kalima.test' }],
          ['confirm-email-change', { token: 'x', password: a.password }],
          ['request-verification', { email: a.email }],
          ['confirm-verification', { token: 'x' }],
        ] as const) {
          const answer = await api(pb.url, 'POST', `/api/collections/users/${path}`, {
            token,
            body,
          })
          expect(answer.status, path).toBe(403)
        }
      }
      expect((await snapshot('users', a.id)).email).toBe(a.email)
    })
  })
})

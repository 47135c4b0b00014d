// PocketBase's admin UI (/_/) kept off the public origin: KALIMA_ADMIN_UI=off answers 404,
// KALIMA_ADMIN_ALLOW serves it (and superuser sign-in) only to the listed client IPs.
import { afterAll, describe, expect, it } from 'vitest'
import { api, startPocketBase, type TestPocketBase } from '../helpers/pocketbase'

const started: TestPocketBase[] = []
const start = async (env: Record<string, string>) => {
  const pb = await startPocketBase({ env })
  started.push(pb)
  return pb
}
afterAll(async () => {
  await Promise.all(started.map((pb) => pb.stop()))
})

const adminSignIn = (pb: TestPocketBase) =>
  api(pb.url, 'POST', '/api/collections/_superusers/auth-with-password', {
    body: { identity: pb.admin.email, password: pb.admin.password },
  })

describe('the admin UI', () => {
  it('is served by default (loopback development)', async () => {
    const pb = await start({})
    expect((await fetch(`${pb.url}/_/`)).status).toBe(200)
  })

  it('answers 404 with KALIMA_ADMIN_UI=off, while the site’s API keeps working', async () => {
    const pb = await start({ KALIMA_ADMIN_UI: 'off' })
    for (const path of ['/_/', '/_', '/_/images/favicon/favicon.png']) {
      expect((await fetch(pb.url + path)).status, path).toBe(404)
    }
    expect((await fetch(`${pb.url}/api/health`)).status).toBe(200)
  })

  it('with KALIMA_ADMIN_ALLOW is served only to the listed IPs, and superusers sign in only from them', async () => {
    const elsewhere = await start({ KALIMA_ADMIN_ALLOW: '10.0.0.0/8, 192.168.1.7' })
    expect((await fetch(`${elsewhere.url}/_/`)).status).toBe(404)
    expect((await adminSignIn(elsewhere)).status).not.toBe(200)

    const here = await start({ KALIMA_ADMIN_ALLOW: '10.0.0.0/8,127.0.0.1/32' })
    expect((await fetch(`${here.url}/_/`)).status).toBe(200)
    expect((await adminSignIn(here)).status).toBe(200)
  })
})

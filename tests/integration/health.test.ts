import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPocketBase, type TestPocketBase } from '../helpers/pocketbase'

describe('bundled PocketBase', () => {
  let pb: TestPocketBase
  beforeAll(async () => {
    pb = await startPocketBase()
  })
  afterAll(async () => {
    await pb?.stop()
  })

  it('answers /api/health once started', async () => {
    const response = await fetch(`${pb.url}/api/health`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { code: number; message: string }
    expect(body.code).toBe(200)
  })

  it('keeps its data across a restart', async () => {
    const login = await fetch(`${pb.url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: pb.admin.email, password: pb.admin.password }),
    })
    expect(login.status).toBe(200)
    await pb.stop({ keepData: true })
    await expect(fetch(`${pb.url}/api/health`)).rejects.toThrow()
    await pb.restart()
    const again = await fetch(`${pb.url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: pb.admin.email, password: pb.admin.password }),
    })
    expect(again.status).toBe(200)
  })
})

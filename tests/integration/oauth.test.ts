// OAuth2 sign-in against a real PocketBase and an OpenID Connect provider on loopback: the
// provider configured from the environment, the code exchanged by PocketBase with PKCE, the
// account created with the provider's name, and a second sign-in finding the same account.
import PocketBase, { BaseAuthStore } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { REMOTE_SETTINGS_DEFAULTS } from '../../packages/core/src/ports/backend'
import { type OAuthProvider, startOAuthProvider } from '../helpers/oauth-provider'
import { startPocketBase, type TestPocketBase } from '../helpers/pocketbase'
import { testEnv } from './fixtures'

describe('OAuth2 sign-in with a provider', () => {
  let provider: OAuthProvider
  let pb: TestPocketBase
  beforeAll(async () => {
    provider = await startOAuthProvider()
    pb = await startPocketBase({ env: testEnv(provider.env('Kalima ID')) })
  })
  afterAll(async () => {
    await pb?.stop()
    await provider?.close()
  })

  /** The SDK's popup flow up to the code: to the provider and back to PocketBase's redirect. */
  async function authorize(client: PocketBase) {
    const methods = await client.collection('users').listAuthMethods()
    const oidc = methods.oauth2.providers.find((p) => p.name === 'oidc')
    if (!oidc) throw new Error('the provider is not listed')
    const redirect = `${pb.url}/api/oauth2-redirect`
    const response = await fetch(oidc.authURL + encodeURIComponent(redirect), {
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    const back = new URL(response.headers.get('location') ?? '')
    expect(back.searchParams.get('state')).toBe(oidc.state)
    return { code: back.searchParams.get('code') ?? '', verifier: oidc.codeVerifier, redirect }
  }

  /** …then the code exchanged by PocketBase, as the SDK does when the popup reports it. */
  async function signIn(client: PocketBase) {
    const { code, verifier, redirect } = await authorize(client)
    return client.collection('users').authWithOAuth2Code('oidc', code, verifier, redirect)
  }

  it('is listed with its display name', async () => {
    expect(await createPocketBaseBackend({ url: pb.url }).listAuthProviders()).toEqual([
      { name: 'oidc', displayName: 'Kalima ID' },
    ])
  })

  it('creates the account with the name and e-mail the provider gives, then finds it again', async () => {
    provider.signInAs({ sub: 'amina-1', name: 'Amina', email: 'amina@kalima.test' })
    const first = await signIn(new PocketBase(pb.url))
    expect(first.meta?.isNew).toBe(true)
    expect(first.record).toMatchObject({ name: 'Amina', email: 'amina@kalima.test' })

    const again = await signIn(new PocketBase(pb.url))
    expect(again.meta?.isNew).toBe(false)
    expect(again.record.id).toBe(first.record.id)
    // The session works like a password sign-in's in the app's adapter.
    const authStore = new BaseAuthStore()
    authStore.save(again.token, again.record)
    const backend = createPocketBaseBackend({ url: pb.url, authStore })
    expect(backend.currentUser()).toMatchObject({
      id: first.record.id,
      displayName: 'Amina',
      email: 'amina@kalima.test',
    })
    await backend.writeSettings({ ...REMOTE_SETTINGS_DEFAULTS, arabicFontSize: 40 })
    expect(await backend.readSettings()).toMatchObject({ arabicFontSize: 40 })
    expect(provider.refusals).toEqual([])
  })

  it('refuses a code that was already used', async () => {
    provider.signInAs({ sub: 'yusuf-1', name: 'Yusuf', email: 'yusuf@kalima.test' })
    const client = new PocketBase(pb.url)
    const { code, verifier, redirect } = await authorize(client)
    const users = client.collection('users')
    await users.authWithOAuth2Code('oidc', code, verifier, redirect)
    await expect(users.authWithOAuth2Code('oidc', code, verifier, redirect)).rejects.toMatchObject({
      status: 400,
    })
    expect(provider.refusals).toContain('unknown code')
  })
})

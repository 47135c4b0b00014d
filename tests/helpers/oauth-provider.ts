// A small OpenID Connect provider on loopback, standing in for Google or Apple in tests:
// the authorization-code flow with PKCE (S256), a token endpoint checking the client's
// secret and the code verifier, and a userinfo endpoint. PocketBase talks to it as it
// would to any OIDC provider (KALIMA_OAUTH_OIDC_* variables).
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The person who signs in at the provider. */
export interface ProviderUser {
  sub: string
  name: string
  email: string
}

export interface OAuthProvider {
  url: string
  clientId: string
  clientSecret: string
  /** The PocketBase environment that enables this provider as `oidc`. */
  env(displayName: string): Record<string, string>
  /** Who signs in next (as if they had typed their credentials at the provider). */
  signInAs(user: ProviderUser): void
  /** Token requests refused so far, with the reason. */
  refusals: string[]
  close(): Promise<void>
}

const base64url = (buffer: Buffer) => buffer.toString('base64url')

export async function startOAuthProvider(): Promise<OAuthProvider> {
  const clientId = 'kalima-test-client'
  const clientSecret = base64url(randomBytes(16))
  let next: ProviderUser | undefined
  const codes = new Map<string, { user: ProviderUser; challenge: string; redirect: string }>()
  const tokens = new Map<string, ProviderUser>()
  const refusals: string[] = []

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/authorize') {
      const q = url.searchParams
      const redirect = q.get('redirect_uri') ?? ''
      if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256' || !next) {
        res.writeHead(400).end('bad authorization request')
        return
      }
      const code = base64url(randomBytes(12))
      codes.set(code, { user: next, challenge: q.get('code_challenge') ?? '', redirect })
      const back = new URL(redirect)
      back.searchParams.set('code', code)
      back.searchParams.set('state', q.get('state') ?? '')
      res.writeHead(302, { location: back.toString() }).end()
      return
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = await readBody(req)
      const basic = (req.headers.authorization ?? '').replace(/^Basic /, '')
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')]
      const grant = codes.get(form.get('code') ?? '')
      const verifier = form.get('code_verifier') ?? ''
      const reason =
        id !== clientId || secret !== clientSecret
          ? 'client credentials'
          : !grant
            ? 'unknown code'
            : base64url(createHash('sha256').update(verifier).digest()) !== grant.challenge
              ? 'code verifier'
              : form.get('redirect_uri') !== grant.redirect
                ? 'redirect uri'
                : ''
      if (reason || !grant) {
        refusals.push(reason)
        json(res, 400, { error: 'invalid_grant', error_description: reason })
        return
      }
      codes.delete(form.get('code') ?? '')
      const token = base64url(randomBytes(16))
      tokens.set(token, grant.user)
      json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 })
      return
    }
    if (url.pathname === '/userinfo') {
      const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''))
      if (!user) {
        json(res, 401, { error: 'invalid_token' })
        return
      }
      json(res, 200, {
        sub: user.sub,
        name: user.name,
        email: user.email,
        email_verified: true,
      })
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    clientId,
    clientSecret,
    refusals,
    env: (displayName) => ({
      KALIMA_OAUTH_OIDC_CLIENT_ID: clientId,
      KALIMA_OAUTH_OIDC_CLIENT_SECRET: clientSecret,
      KALIMA_OAUTH_OIDC_DISPLAY_NAME: displayName,
      KALIMA_OAUTH_OIDC_AUTH_URL: `${url}/authorize`,
      KALIMA_OAUTH_OIDC_TOKEN_URL: `${url}/token`,
      KALIMA_OAUTH_OIDC_USER_INFO_URL: `${url}/userinfo`,
    }),
    signInAs: (user) => {
      next = user
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

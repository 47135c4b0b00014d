// Accounts as an attacker and a forgetful learner try them (issue 12, items 5, 6, 8, 9):
// the e-mail change and verification routes are closed (same answer, no mail); one account
// per address whatever its case; the password policy on every way a password is set;
// single-line fields; the reset e-mail links to the site's own page, its token works, and a
// failed send is reported; sign-out of every device; the e-mail migration reports clashes.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBaseBackend } from '../../packages/core/src/adapters/pocketbase-backend'
import { MESSAGES } from '../../packages/core/src/errors/messages'
import { BackendError } from '../../packages/core/src/ports/backend'
// @ts-expect-error plain ESM module without types, shared with `npm run pb`
import { migrationsDir, pocketbaseBinary } from '../../pocketbase/paths.mjs'
import {
  api,
  createUser,
  freePort,
  startPocketBase,
  superuserToken,
  type TestPocketBase,
} from '../helpers/pocketbase'
import { mailText, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { testEnv, validContact } from './fixtures'

const rejection = async (promise: Promise<unknown>): Promise<BackendError> => {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(BackendError)
    return error as BackendError
  }
  throw new Error('expected a rejection')
}

/** The reset token of the last reset e-mail sent to `to`, from its link on the site. */
const resetLink = async (sink: SmtpSink, to: string): Promise<string> => {
  const mail = await sink.waitFor((m) => m.to.includes(to))
  sink.mails.splice(sink.mails.indexOf(mail), 1)
  const link = mailText(mail.raw).match(/https:\/\/kalima\.example\/reset-password\?token=[\w.-]+/)
  if (!link) throw new Error(`no reset link in:\n${mailText(mail.raw)}`)
  return link[0]
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

/** Lets a mail that was (wrongly) sent reach the sink before asserting that none came. */
const settle = () => new Promise((r) => setTimeout(r, 500))

describe('accounts with a working SMTP server', () => {
  let pb: TestPocketBase
  let sink: SmtpSink
  let admin: string

  beforeAll(async () => {
    sink = await startSmtpSink()
    pb = await startPocketBase({
      env: testEnv({
        ...sink.env,
        KALIMA_CONTACT_EMAIL: 'site@kalima.test',
        KALIMA_APP_URL: 'https://kalima.example',
      }),
    })
    admin = await superuserToken(pb)
  })
  afterAll(async () => {
    await pb?.stop()
    await sink?.stop()
  })

  const count = async (collection: string) =>
    (await api(pb.url, 'GET', `/api/collections/${collection}/records?perPage=1`, { token: admin }))
      .body.totalItems as number

  describe('e-mail change and verification are closed', () => {
    it('answers every request the same, registered address or not, and mails nobody', async () => {
      const owner = await createUser(pb.url, 'owner@kalima.test')
      await createUser(pb.url, 'taken@kalima.test')
      const change = (token: string | undefined, newEmail: string) =>
        api(pb.url, 'POST', '/api/collections/users/request-email-change', {
          token,
          body: { newEmail },
        })
      const answers = [
        await change(owner.token, 'taken@kalima.test'),
        await change(owner.token, 'stranger@elsewhere.test'),
        await change(undefined, 'stranger@elsewhere.test'),
        await api(pb.url, 'POST', '/api/collections/users/confirm-email-change', {
          body: { token: 'x.y.z', password: owner.password },
        }),
        await api(pb.url, 'POST', '/api/collections/users/request-verification', {
          body: { email: 'taken@kalima.test' },
        }),
        await api(pb.url, 'POST', '/api/collections/users/request-verification', {
          body: { email: 'nobody@kalima.test' },
        }),
      ]
      for (const answer of answers) {
        expect(answer).toEqual(answers[0])
      }
      expect(answers[0]?.status).toBe(403)
      await settle()
      expect(sink.mails.filter((m) => !m.to.includes('site@kalima.test'))).toEqual([])
      const stored = await api(pb.url, 'GET', `/api/collections/users/records/${owner.id}`, {
        token: admin,
      })
      expect(stored.body.email).toBe('owner@kalima.test')
    })
  })

  describe('one account per e-mail address, whatever its case', () => {
    it('stores a sign-up lower-cased and refuses the same address in another case', async () => {
      const backend = createPocketBaseBackend({ url: pb.url })
      const password = 'a-long-password-1'
      const first = await backend.signUp({
        username: 'Alice',
        email: ' ALICE@Example.test ',
        password,
        passwordRepeat: password,
      })
      expect(first.user.email).toBe('alice@example.test')
      const again = await rejection(
        createPocketBaseBackend({ url: pb.url }).signUp({
          username: 'Alice 2',
          email: 'alice@example.test',
          password,
          passwordRepeat: password,
        }),
      )
      expect(again.message).toBe(MESSAGES.emailInUse)
      // Past the app: the API itself refuses it.
      const raw = await api(pb.url, 'POST', '/api/collections/users/records', {
        body: { email: 'Alice@EXAMPLE.test', password, passwordConfirm: password },
      })
      expect(raw.status).toBe(400)
      expect(raw.body.data.email.code).toBe('validation_not_unique')
      const found = await api(
        pb.url,
        'GET',
        `/api/collections/users/records?filter=${encodeURIComponent("email ~ 'alice@'")}`,
        { token: admin },
      )
      expect(found.body.items.map((u: { email: string }) => u.email)).toEqual([
        'alice@example.test',
      ])
    })

    it('signs in with the address in any case (the API, not only the app)', async () => {
      const user = await createUser(pb.url, 'bilal@example.test')
      for (const identity of ['BILAL@example.test', 'Bilal@Example.Test', ' bilal@example.test ']) {
        const auth = await api(pb.url, 'POST', '/api/collections/users/auth-with-password', {
          body: { identity, password: user.password },
        })
        expect(auth.status, identity).toBe(200)
        expect(auth.body.record.id).toBe(user.id)
      }
      const backend = createPocketBaseBackend({ url: pb.url })
      expect((await backend.signIn('BILAL@EXAMPLE.TEST', user.password)).id).toBe(user.id)
    })

    it('mails the account a reset whatever the case of the address typed', async () => {
      await createUser(pb.url, 'carol@example.test')
      const answer = await api(pb.url, 'POST', '/api/collections/users/request-password-reset', {
        body: { email: 'CAROL@Example.TEST' },
      })
      expect(answer.status).toBe(204)
      expect(tokenOf(await resetLink(sink, 'carol@example.test'))).not.toBe('')
    })
  })

  describe('the password policy', () => {
    it('is checked by the app before any request, with a clear message', async () => {
      let requests = 0
      const backend = createPocketBaseBackend({
        url: pb.url,
        fetch: (input, init) => {
          requests++
          return fetch(input, init)
        },
      })
      const signUp = (password: string, passwordRepeat = password) =>
        rejection(
          backend.signUp({ username: 'P', email: 'p@kalima.test', password, passwordRepeat }),
        )
      expect((await signUp('aaaaaaaa')).message).toBe(MESSAGES.passwordTooShort)
      expect((await signUp('aaaaaaaaaaaa')).message).toBe(MESSAGES.passwordTooCommon)
      expect((await signUp('qwertyuiop')).message).toBe(MESSAGES.passwordTooCommon)
      expect((await signUp('a-long-password-1', 'a-long-password-2')).message).toBe(
        MESSAGES.passwordsDoNotMatch,
      )
      expect(requests).toBe(0)
    })

    it('is enforced by the server on sign-up, password change and reset', async () => {
      const before = await count('users')
      for (const [password, code] of [
        ['aaaaaaaa', 'passwordTooShort'],
        ['zzzzzzzzzzzzzz', 'passwordTooCommon'],
        ['Password123', 'passwordTooCommon'],
      ]) {
        const created = await api(pb.url, 'POST', '/api/collections/users/records', {
          body: { email: `weak-${code}@kalima.test`, password, passwordConfirm: password },
        })
        expect(created.status).toBe(400)
        expect(created.body.data.password).toEqual({
          code,
          message: MESSAGES[code as 'passwordTooShort'],
        })
      }
      expect(await count('users')).toBe(before)

      const user = await createUser(pb.url, 'dawud@kalima.test')
      const changed = await api(pb.url, 'PATCH', `/api/collections/users/records/${user.id}`, {
        token: user.token,
        body: { oldPassword: user.password, password: '1234567890', passwordConfirm: '1234567890' },
      })
      expect(changed.status).toBe(400)
      expect(changed.body.data.password.code).toBe('passwordTooCommon')

      await api(pb.url, 'POST', '/api/collections/users/request-password-reset', {
        body: { email: user.email },
      })
      const token = tokenOf(await resetLink(sink, user.email))
      const reset = await api(pb.url, 'POST', '/api/collections/users/confirm-password-reset', {
        body: { token, password: 'xxxxxxxxxxxx', passwordConfirm: 'xxxxxxxxxxxx' },
      })
      expect(reset.status).toBe(400)
      expect(reset.body.data.password.code).toBe('passwordTooCommon')
      // The old password still works: nothing was changed.
      const auth = await api(pb.url, 'POST', '/api/collections/users/auth-with-password', {
        body: { identity: user.email, password: user.password },
      })
      expect(auth.status).toBe(200)
    })
  })

  describe('single-line fields', () => {
    it('refuses CR/LF and control characters in contact name, subject and e-mail', async () => {
      const before = await count('contact_messages')
      for (const forged of [
        { ...validContact, name: 'Aisha\r\nSubject: Your account is closed' },
        { ...validContact, subject: 'Hello\nFrom: admin@kalima.test' },
        { ...validContact, email: 'aisha@example.com\nBcc: all@example.com' },
        { ...validContact, name: 'Aisha\u0000' },
      ]) {
        const answer = await api(pb.url, 'POST', '/api/collections/contact_messages/records', {
          body: forged,
        })
        expect(answer.status).toBe(400)
        expect(JSON.stringify(answer.body)).toMatch(/single line|email/)
      }
      expect(await count('contact_messages')).toBe(before)
      await settle()
      expect(sink.mails.filter((m) => m.to.includes('site@kalima.test'))).toEqual([])
      // A message keeps its line breaks.
      const ok = await api(pb.url, 'POST', '/api/collections/contact_messages/records', {
        body: { ...validContact, message: 'Line one\nLine two' },
      })
      expect(ok.status).toBe(200)
    })

    it('refuses a line break in a feedback e-mail and in a display name', async () => {
      const feedback = await api(pb.url, 'POST', '/api/collections/feedback/records', {
        body: { rating: 5, email: 'f@example.com\r\nX: y' },
      })
      expect(feedback.status).toBe(400)
      const user = await createUser(pb.url, 'name@kalima.test', 'Plain')
      const renamed = await api(pb.url, 'PATCH', `/api/collections/users/records/${user.id}`, {
        token: user.token,
        body: { name: 'Evil\nAdmin' },
      })
      expect(renamed.status).toBe(400)
      expect(renamed.body.data.name.message).toBe(MESSAGES.singleLineText)
      const stored = await api(pb.url, 'GET', `/api/collections/users/records/${user.id}`, {
        token: admin,
      })
      expect(stored.body.name).toBe('Plain')
    })
  })

  describe('password reset on the site', () => {
    it("mails a link to the site's own page, whose token sets the new password once", async () => {
      const user = await createUser(pb.url, 'fatima@kalima.test')
      const backend = createPocketBaseBackend({ url: pb.url })
      expect(await backend.requestPasswordReset('Fatima@Kalima.test')).toBe(MESSAGES.resetEmailSent)
      const link = await resetLink(sink, user.email)
      expect(link.startsWith('https://kalima.example/reset-password?token=')).toBe(true)
      const token = tokenOf(link)
      const fresh = 'new-and-long-password'
      expect(
        (await rejection(backend.confirmPasswordReset(token, fresh, 'another-long-one'))).message,
      ).toBe(MESSAGES.passwordsDoNotMatch)
      expect(await backend.confirmPasswordReset(token, fresh, fresh)).toBe(MESSAGES.passwordChanged)
      expect((await backend.signIn(user.email, fresh)).id).toBe(user.id)
      expect((await rejection(backend.signIn(user.email, user.password))).message).toBe(
        MESSAGES.loginFailed,
      )
      // Used once: the token no longer works (changing the password changed the token key).
      expect(
        (
          await rejection(
            backend.confirmPasswordReset(token, 'yet-another-pass', 'yet-another-pass'),
          )
        ).message,
      ).toBe(MESSAGES.resetLinkInvalid)
      expect(
        (await rejection(backend.confirmPasswordReset('not-a-token', fresh, fresh))).message,
      ).toBe(MESSAGES.resetLinkInvalid)
    })
  })

  describe('sign-out', () => {
    it('signs out of every device: every token issued so far stops working', async () => {
      const user = await createUser(pb.url, 'devices@kalima.test')
      const phone = createPocketBaseBackend({ url: pb.url })
      const laptop = createPocketBaseBackend({ url: pb.url })
      await phone.signIn(user.email, user.password)
      await laptop.signIn(user.email, user.password)
      const laptopToken = laptop.client.authStore.token
      expect(await laptop.pullProgress()).toBeNull() // works before

      expect(await phone.signOut({ everywhere: true })).toEqual({ signedOut: true })
      expect(phone.currentUser()).toBeNull()
      expect(phone.client.authStore.token).toBe('')
      for (const token of [laptopToken, user.token]) {
        const answer = await api(pb.url, 'GET', '/api/kalima/progress', { token })
        expect(answer.status).toBe(401)
        const refresh = await api(pb.url, 'POST', '/api/collections/users/auth-refresh', { token })
        expect(refresh.status).toBe(401)
      }
      // Signing in again works and gives a token that does.
      const again = await phone.signIn(user.email, user.password)
      expect(again.id).toBe(user.id)
      expect(await phone.pullProgress()).toBeNull()
      expect((await api(pb.url, 'POST', '/api/kalima/sign-out-everywhere', {})).status).toBe(401)
    })
  })
})

describe('password reset without a working mailer', () => {
  it('answers an error, the same for every address, when no SMTP is configured', async () => {
    const pb = await startPocketBase({ env: testEnv() })
    try {
      const user = await createUser(pb.url, 'nosmtp@kalima.test')
      const ask = (email: string) =>
        api(pb.url, 'POST', '/api/collections/users/request-password-reset', { body: { email } })
      const known = await ask(user.email)
      const unknown = await ask('nobody@kalima.test')
      expect(known.status).toBe(503)
      expect(unknown).toEqual(known)
      const backend = createPocketBaseBackend({ url: pb.url })
      const error = await rejection(backend.requestPasswordReset(user.email))
      expect(error.message).toBe(MESSAGES.resetEmailFailed)
    } finally {
      await pb.stop()
    }
  })

  it('answers an error when the SMTP server cannot be reached', async () => {
    const closed = await freePort()
    const pb = await startPocketBase({
      env: testEnv({
        KALIMA_SMTP_HOST: '127.0.0.1',
        KALIMA_SMTP_PORT: String(closed),
        KALIMA_MAIL_FROM: 'noreply@kalima.test',
      }),
    })
    try {
      const user = await createUser(pb.url, 'closed@kalima.test')
      const backend = createPocketBaseBackend({ url: pb.url })
      const error = await rejection(backend.requestPasswordReset(user.email))
      expect(error.message).toBe(MESSAGES.resetEmailFailed)
      expect(error.status).toBe(503)
    } finally {
      await pb.stop()
    }
  })
})

describe('the e-mail migration (pb_migrations/1795400000_users_email_case_insensitive.js)', () => {
  const bin: string = pocketbaseBinary()
  const mine = '1795400000_users_email_case_insensitive.js'
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  /**
   * A data dir migrated up to just before the e-mail migration, with users whose stored
   * addresses are set by raw SQL (as an older Kalima could have stored them).
   */
  const preparedDataDir = (emails: string[]) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalima-pb-'))
    const before = mkdtempSync(join(tmpdir(), 'kalima-migrations-'))
    dirs.push(dataDir, before)
    for (const file of readdirSync(migrationsDir as string)) {
      if (file.endsWith('.js') && file < mine)
        copyFileSync(join(migrationsDir, file), join(before, file))
    }
    const seed = emails
      .map(
        (email, i) => `{
          const r = new Record(users)
          r.set('email', 'seed${i}@kalima.test')
          r.setPassword('correct-horse-battery')
          app.save(r)
          app.db().newQuery("UPDATE users SET email = {:email} WHERE email = {:seed}")
            .bind({ email: ${JSON.stringify(email)}, seed: 'seed${i}@kalima.test' }).execute()
        }`,
      )
      .join('\n')
    writeFileSync(
      join(before, '1795399999_seed_users.js'),
      `migrate((app) => { const users = app.findCollectionByNameOrId('users')\n${seed}\n})`,
    )
    const seeded = spawnSync(
      bin,
      ['migrate', 'up', `--dir=${dataDir}`, `--migrationsDir=${before}`],
      {
        encoding: 'utf8',
      },
    )
    expect(seeded.status, seeded.stderr).toBe(0)
    return dataDir
  }
  const migrateUp = (dataDir: string) =>
    spawnSync(bin, ['migrate', 'up', `--dir=${dataDir}`, `--migrationsDir=${migrationsDir}`], {
      encoding: 'utf8',
    })

  it('lists addresses shared by several accounts and says what to do, changing nothing', () => {
    const dataDir = preparedDataDir([
      'Alice@Example.test',
      'alice@example.test',
      'bob@example.test',
    ])
    const result = migrateUp(dataDir)
    const output = `${result.stdout}${result.stderr}`
    expect(result.status).not.toBe(0)
    expect(output).toContain('1 e-mail address(es) belong to more than one account')
    expect(output).toContain('alice@example.test:')
    expect(output).toContain('<Alice@Example.test>')
    expect(output).toContain('<alice@example.test>')
    expect(output).not.toContain('<bob@example.test>')
    expect(output).toContain('keep one account and delete the others')
    // Still not applied: a second run reports the same.
    expect(migrateUp(dataDir).status).not.toBe(0)
  })

  it('without clashes, lower-cases stored addresses and makes sign-in ignore case', async () => {
    const dataDir = preparedDataDir(['Carol@Example.TEST', 'dan@example.test'])
    const result = migrateUp(dataDir)
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0)
    const pb = await startPocketBase({ dataDir, env: testEnv() })
    try {
      const admin = await superuserToken(pb)
      const list = await api(pb.url, 'GET', '/api/collections/users/records?sort=email', {
        token: admin,
      })
      expect(list.body.items.map((u: { email: string }) => u.email)).toEqual([
        'carol@example.test',
        'dan@example.test',
      ])
      const auth = await api(pb.url, 'POST', '/api/collections/users/auth-with-password', {
        body: { identity: 'CAROL@example.test', password: 'correct-horse-battery' },
      })
      expect(auth.status).toBe(200)
    } finally {
      await pb.stop()
    }
  })
})

// A local SMTP sink for tests: accepts every message on a free loopback port
// and keeps it in memory, so a test can assert what PocketBase e-mailed.
import { SMTPServer } from 'smtp-server'
import { freePort } from './pocketbase'

/** One received e-mail. */
export interface SinkMail {
  from: string
  to: string[]
  /** The raw message (headers and body) as sent. */
  raw: string
  /** The Subject header, decoded when it is a simple RFC 2047 word. */
  subject: string
}

/** A running SMTP sink. */
export interface SmtpSink {
  port: number
  mails: SinkMail[]
  /** Environment for startPocketBase: points PocketBase's SMTP at this sink. */
  env: Record<string, string>
  /** Resolves with the first mail (received or future) matching `match`. */
  waitFor(match: (mail: SinkMail) => boolean, timeoutMs?: number): Promise<SinkMail>
  stop(): Promise<void>
}

// RFC 2047: the bytes of a Q-encoded word are UTF-8 (a letter may span several =XX), and the
// space between two adjacent encoded words is not part of the text.
const decodeWord = (value: string): string =>
  value
    .replace(/(\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, h: string) =>
                String.fromCharCode(Number.parseInt(h, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )

const header = (raw: string, name: string): string => {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? decodeWord(line.slice(name.length + 1).trim()) : ''
}

/** Decodes quoted-printable and base64 parts well enough to search a message's text. */
export const mailText = (raw: string): string => {
  const qp = raw
    .replace(/=\r?\n/g, '')
    // A run of =XX is the UTF-8 bytes of one or more letters.
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    )
  const base64Parts = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ]
    .map((m) => Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n')
  return `${qp}\n${base64Parts}`
}

/** Starts an SMTP sink that accepts any sender, recipient and credentials. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort()
  const mails: SinkMail[] = []
  const waiters: Array<{ match: (m: SinkMail) => boolean; resolve: (m: SinkMail) => void }> = []
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail: SinkMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: header(raw, 'Subject'),
        }
        mails.push(mail)
        for (const w of [...waiters]) {
          if (w.match(mail)) {
            waiters.splice(waiters.indexOf(w), 1)
            w.resolve(mail)
          }
        }
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port,
    mails,
    env: {
      KALIMA_SMTP_HOST: '127.0.0.1',
      KALIMA_SMTP_PORT: String(port),
      KALIMA_SMTP_USER: 'test',
      KALIMA_SMTP_PASSWORD: 'test',
      KALIMA_SMTP_TLS: 'false',
      KALIMA_MAIL_FROM: 'noreply@kalima.test',
    },
    waitFor(match, timeoutMs = 10_000) {
      const found = mails.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve }
        waiters.push(waiter)
        setTimeout(() => {
          const i = waiters.indexOf(waiter)
          if (i >= 0) {
            waiters.splice(i, 1)
            reject(new Error(`no matching e-mail within ${timeoutMs} ms (got ${mails.length})`))
          }
        }, timeoutMs)
      })
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

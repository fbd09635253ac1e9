// An SMTP server in the test process (the `smtp-server` package) on 127.0.0.1 at a free port: it
// accepts messages (parsed with mailparser), refuses them with a 5xx or 4xx reply, or hangs after
// the data, as a test asks. It takes any user name and password (AUTH without TLS, local only).
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SmtpMode = 'accept' | 'reject-5xx' | 'reject-4xx' | 'hang'

export type TestSmtpServer = {
  /** smtp://user:secret@127.0.0.1:PORT */
  url: string
  /** 127.0.0.1:PORT */
  server: string
  received: ParsedMail[]
  /** Messages the server saw the data of, whatever it answered. */
  attempts: () => number
  mode: SmtpMode
  /** Resolves once `count` messages have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>
  close(): Promise<void>
}

export const REJECTED_REPLY = '550 5.1.1 Mailbox unavailable: no such user here'

export async function startTestSmtpServer(
  options: { mode?: SmtpMode; password?: string } = {},
): Promise<TestSmtpServer> {
  let seen = 0
  const hanging: (() => void)[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  const ctx = { mode: options.mode ?? 'accept' } as TestSmtpServer
  const received: ParsedMail[] = []
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.password && auth.password !== options.password) {
        return callback(new Error('535 Authentication failed'))
      }
      callback(null, { user: auth.username })
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        seen++
        const mode = ctx.mode
        if (mode === 'hang') {
          hanging.push(() => callback())
          return
        }
        if (mode === 'reject-5xx' || mode === 'reject-4xx') {
          const error = new Error(
            mode === 'reject-5xx' ? REJECTED_REPLY.slice(4) : 'Try again later',
          ) as Error & { responseCode: number }
          error.responseCode = mode === 'reject-5xx' ? 550 : 451
          return callback(error)
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push(mail)
          for (const w of waiters.splice(0)) {
            if (received.length >= w.count) w.resolve()
            else waiters.push(w)
          }
          callback(null, `Ok: queued as Q${received.length}`)
        }, callback)
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as AddressInfo).port
  return Object.assign(ctx, {
    url: `smtp://mailer:${options.password ?? 'secret'}@127.0.0.1:${port}`,
    server: `127.0.0.1:${port}`,
    received,
    attempts: () => seen,
    waitFor(count: number, timeoutMs = 20_000) {
      if (received.length >= count) return Promise.resolve(received)
      return new Promise<ParsedMail[]>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} messages arrived`)),
          timeoutMs,
        )
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer)
            resolve(received)
          },
        })
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of hanging.splice(0)) release()
        smtp.close(() => resolve())
      }),
  })
}

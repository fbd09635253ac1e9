// The e2e runs' mail server (issue #30): an SMTP server on 127.0.0.1 that keeps every message it is
// given (parsed with mailparser), and a small HTTP side the specs read them from:
//   GET /health, GET /messages (newest last; ?to= filters by recipient), DELETE /messages.
// Started by playwright.config.ts as a webServer; the server project's app sends to it (SMTP_URL).
import http from 'node:http'
import process from 'node:process'
import { URL } from 'node:url'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525)
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2580)
/** @type {{ to: string[], from: string, subject: string, text: string, html: string, attachments: { filename: string, contentType: string, size: number }[], at: number }[]} */
let messages = []

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  authOptional: true,
  logger: false,
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username })
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            size: a.size,
          })),
          at: Date.now(),
        })
        callback()
      })
      .catch(callback)
  },
})
smtp.listen(smtpPort, '127.0.0.1')

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`)
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages = []
      res.writeHead(204).end()
      return
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase()
      const found = to ? messages.filter((m) => m.to.includes(to)) : messages
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found))
      return
    }
    if (url.pathname === '/health') {
      res.writeHead(200).end('ok')
      return
    }
    res.writeHead(404).end()
  })
  .listen(httpPort, '127.0.0.1')

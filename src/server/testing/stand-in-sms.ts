// A stand-in for a Twilio-compatible SMS API on 127.0.0.1 at a free port (issue #32: tests without
// the internet): it answers POST /2010-04-01/Accounts/{sid}/Messages.json as Twilio does, checks the
// basic auth, and keeps every text it was asked to send.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import type { MailConfig } from '../config'
import type { SmsSettings } from '../sms/twilio-sms'

export const TEST_SMS_SID = 'ACstandin0000000000000000000000000'
export const TEST_SMS_TOKEN = 'stand-in-token'
export const TEST_SMS_FROM = '+15550000000'

export type StandInSms = {
  /** http://127.0.0.1:PORT: SMS_API_URL. */
  url: string
  /** Every text accepted: its To, From and Body. */
  texts: { to: string; from: string; body: string }[]
  /** The next this many texts are answered with HTTP `failStatus` (default 503) and not kept. */
  failNext: number
  failStatus: number
  close(): Promise<void>
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startStandInSms(): Promise<StandInSms> {
  const texts: StandInSms['texts'] = []
  const standIn: StandInSms = {
    url: '',
    texts,
    failNext: 0,
    failStatus: 503,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const expectedAuth = `Basic ${Buffer.from(`${TEST_SMS_SID}:${TEST_SMS_TOKEN}`).toString('base64')}`
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      response.setHeader('content-type', 'application/json')
      const path = (request.url ?? '').split('?')[0]
      if (
        request.method !== 'POST' ||
        path !== `/2010-04-01/Accounts/${TEST_SMS_SID}/Messages.json`
      ) {
        response.statusCode = 404
        response.end(JSON.stringify({ code: 20404, message: 'Not found' }))
        return
      }
      if (request.headers.authorization !== expectedAuth) {
        response.statusCode = 401
        response.end(JSON.stringify({ code: 20003, message: 'Authenticate' }))
        return
      }
      if (standIn.failNext > 0) {
        standIn.failNext -= 1
        response.statusCode = standIn.failStatus
        response.end(JSON.stringify({ code: 20500, message: 'Stand-in failure' }))
        return
      }
      const form = new URLSearchParams(body)
      texts.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      })
      response.statusCode = 201
      response.end(
        JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued' }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  standIn.url = `http://127.0.0.1:${port}`
  return standIn
}

/**
 * A test app's mail and SMS options with texts sent to a stand-in started before the app is built
 * (call it before useTestApp, inside the describe): `stand()` is the stand-in of the running tests.
 */
export function useStandInSmsOptions(): {
  options: { mail: Omit<MailConfig, 'smtpUrl'>; sms: SmsSettings | null }
  stand: () => StandInSms
} {
  let sms: StandInSms | null = null
  const options: { mail: Omit<MailConfig, 'smtpUrl'>; sms: SmsSettings | null } = {
    mail: {
      server: '127.0.0.1:2525',
      from: '"Sunrise Landscaping" <office@sunrise.example>',
      replyTo: null,
      publicUrl: 'https://crm.example.com',
      publicUrlIsSet: true,
    },
    sms: null,
  }
  beforeAll(async () => {
    sms = await startStandInSms()
    options.sms = {
      apiUrl: sms.url,
      accountSid: TEST_SMS_SID,
      authToken: TEST_SMS_TOKEN,
      from: TEST_SMS_FROM,
    }
  })
  afterAll(() => sms?.close())
  return {
    options,
    stand: () => {
      if (!sms) throw new Error('the stand-in SMS API is not started yet')
      return sms
    },
  }
}

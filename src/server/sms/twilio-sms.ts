// The SMS port (api/field/sms-port.ts) over a Twilio-compatible HTTP API (decision 051): POST
// {SMS_API_URL}/2010-04-01/Accounts/{sid}/Messages.json with a form body To, From, Body and basic
// auth, through the runtime's fetch (no SDK: one request, no dependency). Never the token in a message.
import { SmsRefused, type SmsPort } from '../../api/field/sms-port'

export type SmsSettings = {
  /** Without a trailing slash: https://api.twilio.com, or a stand-in in tests. */
  apiUrl: string
  accountSid: string
  authToken: string
  from: string
}

export const DEFAULT_SMS_API_URL = 'https://api.twilio.com'

/** How long one request may take before it counts as failed. */
const TIMEOUT_MS = 10_000

export function createTwilioSms(settings: SmsSettings): SmsPort {
  const sid = encodeURIComponent(settings.accountSid)
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${sid}/Messages.json`
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const answer = (await response.json().catch(() => null)) as {
        sid?: unknown
        message?: unknown
      } | null
      if (!response.ok) {
        const why = typeof answer?.message === 'string' ? `: ${answer.message.slice(0, 200)}` : ''
        // A 4xx (a bad number, a blocked recipient) would be refused again; 408, 429 and 5xx pass.
        const permanent =
          response.status >= 400 &&
          response.status < 500 &&
          response.status !== 408 &&
          response.status !== 429
        throw new SmsRefused(
          `The SMS provider refused the text (HTTP ${response.status})${why}`,
          permanent,
        )
      }
      return { id: typeof answer?.sid === 'string' ? answer.sid : '' }
    },
  }
}

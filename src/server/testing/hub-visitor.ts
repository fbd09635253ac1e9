// A client visiting the hub in a test. `hubCookiesOf`: a hub session of the person made straight in
// the store (as a used hub link leaves one, hub-sessions.ts), and the cookies to send as them.
// `hubCookieFor`: the whole way in, as a client takes it: the office sends a hub link (POST
// /api/persons/:id/hub-link), the test reads it from the queued e-mail and opens it in a fresh
// browser, which answers the hub cookie (src/server/hub/hub-http.test.ts does it step by step).
import type { InjectOptions } from 'fastify'
import { generateToken, tokenId } from '../../api/auth/session-token'
import { hubOf } from '../../api/hub/hub-sessions'
import type { Store } from '../../api/shared/store'
import type { MailConfig } from '../config'
import { HUB_COOKIE } from '../hub/hub-cookie'
import type { TestApp } from './test-app'

export async function hubCookiesOf(
  store: Store,
  personId: string,
  now: number,
): Promise<Record<string, string>> {
  const token = generateToken()
  await store.transaction((tx) =>
    hubOf(tx).insertSession({
      id: tokenId(token),
      person_id: personId,
      created_at: now,
      last_seen_at: now,
    }),
  )
  return { [HUB_COOKIE]: token }
}

export const HUB_PUBLIC_URL = 'https://crm.example.com'
const LINK = new RegExp(`${HUB_PUBLIC_URL}/hub/([a-z2-7]{32})`)

/** The mail settings a test app needs to send hub links (nothing is delivered). */
export const HUB_TEST_MAIL: Omit<MailConfig, 'smtpUrl'> = {
  server: null,
  from: '"Sunrise Landscaping" <office@sunrise.example>',
  replyTo: null,
  publicUrl: HUB_PUBLIC_URL,
  publicUrlIsSet: true,
}

/** The hub cookie's value for client `personId` (who must have an e-mail address). */
export async function hubCookieFor(t: TestApp, personId: string): Promise<string> {
  const sent = await t.call({ method: 'POST', url: `/api/persons/${personId}/hub-link` })
  if (sent.status !== 200) throw new Error(`hub link not sent: ${JSON.stringify(sent.body)}`)
  const message = await t.store.read(async (tx) => tx.outbox?.get(sent.body.message.id))
  const token = message ? LINK.exec(message.text)?.[1] : undefined
  if (!token) throw new Error('no hub link in the e-mail')
  const opened = await t.app.inject({ method: 'GET', url: `/hub/${token}`, cookies: {} })
  const cookie = opened.cookies.find((c) => c.name === HUB_COOKIE)?.value
  if (!cookie) throw new Error('the hub link was refused')
  return cookie
}

/** A request as the client with `cookie` (and no staff session). */
export function asClient(cookie: string, request: InjectOptions): InjectOptions {
  return { ...request, cookies: { [HUB_COOKIE]: cookie } }
}

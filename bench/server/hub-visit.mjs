// How the bench opens the client hub as a client does (issue #31): the Owner presses "Send hub
// link" for a client of the sample data (POST /api/persons/:id/hub-link), the link is read from the
// e-mail the app sends to a mail catcher (e2e/mail-catcher.mjs, on SMTP_URL), and opening it
// (GET /hub/<token>) gives the hub cookie. The client picked has an estimate and an invoice in the
// hub (openHub bills them when they have none), so both pages can be measured.
/* global fetch -- Node 20 has it */
import { setTimeout as sleep } from 'node:timers/promises'

export const HUB_COOKIE = 'groundwork_hub'

const json = async (res) => (res.ok ? res.json() : null)

async function linkFromMail(mailUrl, to, after) {
  for (let i = 0; i < 300; i += 1) {
    const messages = await fetch(`${mailUrl}/messages?to=${encodeURIComponent(to)}`).then(json)
    const link = (messages ?? [])
      .filter((m) => m.at >= after)
      .map((m) => /\/hub\/([a-z2-7]{32})\b/.exec(m.text)?.[1])
      .find(Boolean)
    if (link) return link
    await sleep(100)
  }
  throw new Error(`no hub link e-mailed to ${to} after 30 s`)
}

async function hubCookieFor(baseUrl, staffCookie, mailUrl, person) {
  const after = Date.now() - 1000
  const sent = await fetch(`${baseUrl}/api/persons/${person.id}/hub-link`, {
    method: 'POST',
    headers: { cookie: staffCookie, 'content-type': 'application/json', origin: baseUrl },
    body: '{}',
  })
  if (!sent.ok) throw new Error(`Send hub link failed: ${sent.status} ${await sent.text()}`)
  const token = await linkFromMail(mailUrl, person.email, after)
  const opened = await fetch(`${baseUrl}/hub/${token}`, { redirect: 'manual' })
  const cookie = opened.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${HUB_COOKIE}=`))
  if (!cookie) throw new Error(`the hub link gave no hub cookie (${opened.status})`)
  return cookie
}

/**
 * The hub cookie of a client with an estimate and an invoice in the hub, and the hub's pages to
 * measure: /hub, that estimate's and that invoice's. The sample data's clients with a Sent estimate
 * have no invoice: the Owner bills the first of them for the estimate's total (as the office would
 * once the work is done), so both pages hold real records.
 */
export async function openHub(baseUrl, staffCookie, mailUrl) {
  const staff = (path, init = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { cookie: staffCookie, 'content-type': 'application/json', origin: baseUrl },
    }).then(json)
  const estimates = (await staff('/api/estimates?limit=100'))?.items ?? []
  const invoices = (await staff('/api/invoices?limit=100'))?.items ?? []
  for (const estimate of estimates.filter((e) => e.status === 'Sent')) {
    const person = await staff(`/api/persons/${estimate.client_person_id}`)
    if (!person?.email) continue
    if (!invoices.some((i) => i.client_person_id === person.id)) {
      const made = await staff('/api/invoices', {
        method: 'POST',
        body: JSON.stringify({
          client_person_id: person.id,
          amount: estimate.total,
          due_date: Date.now() + 14 * 24 * 60 * 60 * 1000,
        }),
      })
      if (!made) throw new Error(`could not bill ${person.name} for the hub's invoice page`)
    }
    const cookie = await hubCookieFor(baseUrl, staffCookie, mailUrl, person)
    const hub = (path) => fetch(`${baseUrl}${path}`, { headers: { cookie } }).then(json)
    const shown = (await hub('/api/hub/estimates'))?.items?.[0]
    const invoice = (await hub('/api/hub/invoices'))?.items?.[0]
    if (shown && invoice)
      return {
        cookie,
        pages: ['/hub', `/hub/estimates/${shown.id}`, `/hub/invoices/${invoice.id}`],
      }
  }
  throw new Error('no client of the sample data has a Sent estimate and an e-mail address')
}

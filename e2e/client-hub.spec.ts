// The client hub's journey (issue #31 "Done when"), on two servers of one PostgreSQL database with a
// stand-in Stripe: the office sends an estimate; the client opens the e-mail's link in a fresh phone
// browser, approves with a typed signature, and the office sees the estimate Accepted and signed;
// the client pays an invoice through the stand-in Checkout and the signed webhook, sent three times
// to one server and once to the other, records one payment; a revoked link and an expired one are
// refused; the hub cookie gets 401 from the staff API.
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import pg from 'pg'
import {
  checkoutSession,
  signedEvent,
  startStandInStripe,
  TEST_STRIPE_KEY,
  TEST_WEBHOOK_SECRET,
  type StandInStripe,
} from '../src/server/testing/stand-in-stripe'
import { OWNER } from './accounts'
import { startExtraServer, type ExtraServer } from './extra-server'
import { expect, test } from './fixtures'
import { SMTP_PORT, waitForMail } from './mail'

const ADMIN_URL = process.env.TEST_DATABASE_URL
const PORTS = [3140, 3141] as const
const PHONE = { width: 390, height: 844 }

test.describe('Client hub (two servers, PostgreSQL)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo has no client hub')
  test.skip(!ADMIN_URL && !process.env.CI, 'needs TEST_DATABASE_URL (a PostgreSQL to share)')

  const database = `groundwork_hub_e2e_${process.pid}`
  let stripe: StandInStripe
  let servers: ExtraServer[] = []

  const admin = async <T>(run: (client: pg.Client) => Promise<T>, url = ADMIN_URL!) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return await run(client)
    } finally {
      await client.end()
    }
  }
  const databaseUrl = () => {
    const url = new URL(ADMIN_URL!)
    url.pathname = `/${database}`
    return url.toString()
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    if (!ADMIN_URL) throw new Error('CI without TEST_DATABASE_URL: the client hub journey needs it')
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
    await admin((c) => c.query(`CREATE DATABASE ${database}`))
    stripe = await startStandInStripe()
    const env = (port: number) => ({
      DATABASE_URL: databaseUrl(),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      OWNER_NAME: OWNER.name,
      BUSINESS_NAME: 'Hub E2E Gardens',
      SMTP_URL: `smtp://e2e:e2e@127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Hub E2E <office@groundwork.test>',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    })
    // One after the other: the first start migrates the database and sets up the Owner.
    for (const port of PORTS) {
      servers.push(
        await startExtraServer({ port, dataDir: `.e2e-data/hub-${port}`, env: env(PORTS[0]) }),
      )
    }
  })

  test.afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    servers = []
    await stripe?.close()
    if (ADMIN_URL) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
  })

  async function signedInOffice(context: BrowserContext): Promise<APIRequestContext> {
    const res = await context.request.post(`${servers[0]!.origin}/api/auth/sign-in/email`, {
      data: { email: OWNER.email, password: OWNER.password },
    })
    expect(res.status(), await res.text()).toBe(200)
    return context.request
  }

  test('approve, pay once, and only with a live link', async ({ browser }) => {
    test.setTimeout(180_000)
    const [one, two] = servers as [ExtraServer, ExtraServer]
    const stamp = Date.now()
    const email = `hub-client-${stamp}@example.com`
    const officeContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const clientContext = await browser.newContext({ viewport: PHONE, isMobile: true })
    try {
      const office = await signedInOffice(officeContext)
      const post = async (path: string, data: unknown, status = 201) => {
        const res = await office.post(`${one.origin}${path}`, { data })
        expect(res.status(), `${path}: ${await res.text()}`).toBe(status)
        return res.json()
      }
      const client = await post('/api/persons', { name: 'Harper Hubbard', email })
      const estimate = await post('/api/estimates', {
        client_person_id: client.id,
        line_items: [
          { desc: 'Spring clean-up', qty: 1, price: 450 },
          { desc: 'Mulch (yards)', qty: 4, price: 62.5 },
        ],
      })
      const since = Date.now()
      await post(`/api/estimates/${estimate.id}/send`, {}, 200)

      // The client's e-mail: its button opens the estimate in the hub, the token leaves the bar.
      const mail = await waitForMail(email, { subject: /Estimate/, since })
      const link = /View estimate: (\S+)/.exec(mail.text)?.[1]
      expect(link, mail.text).toBeDefined()
      const page = await clientContext.newPage()
      await page.goto(link!)
      await expect(page).toHaveURL(`${one.origin}/hub/estimates/${estimate.id}`)
      // At phone size the lines are a list of cards (the table is for wide screens).
      await expect(
        page.getByRole('list', { name: 'Lines' }).getByText('Spring clean-up'),
      ).toBeVisible()
      await expect(page.getByText('$756.00', { exact: true }).first()).toBeVisible()
      await page.getByRole('button', { name: 'Approve estimate' }).click()
      await expect(page.getByText('Type your full name to sign')).toBeVisible()
      await page.getByLabel('Your full name').fill('Harper Hubbard')
      await page.getByLabel(/I agree/).check()
      await page.getByRole('button', { name: 'Approve estimate' }).click()
      await expect(page.getByText(/Approved by Harper Hubbard/)).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)

      // The office: Accepted, with the signature.
      const accepted = await (await office.get(`${one.origin}/api/estimates/${estimate.id}`)).json()
      expect(accepted.status).toBe('Accepted')
      const officePage = await officeContext.newPage()
      await officePage.goto(`${one.origin}/sales/estimates/${estimate.id}`)
      await expect(officePage.getByText(/Approved by Harper Hubbard/)).toBeVisible()

      // An invoice, paid online through the stand-in Checkout.
      const invoice = await post('/api/invoices', {
        client_person_id: client.id,
        amount: 756,
        due_date: Date.now() + 15 * 86_400_000,
      })
      await page.goto(`${one.origin}/hub/invoices/${invoice.id}`)
      await expect(page.getByText(invoice.number).first()).toBeVisible()
      await page.getByRole('button', { name: 'Pay online' }).click()
      await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_`))
      const asked = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!
      expect(asked.form.get('line_items[0][price_data][unit_amount]')).toBe('75600')
      const event = signedEvent('checkout.session.completed', checkoutSession(invoice.id, 75_600))
      const deliveries = [one, one, one, two].map((server) =>
        fetch(`${server.origin}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.body,
        }),
      )
      for (const res of await Promise.all(deliveries)) expect(res.status).toBe(200)
      await page.goto(asked.form.get('success_url')!)
      await expect(page.getByText(/Thank you/)).toBeVisible()
      await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible({ timeout: 15_000 })
      const payments = await (await office.get(`${one.origin}/api/payments?limit=100`)).json()
      expect(
        payments.items.filter((p: { invoice_id: string }) => p.invoice_id === invoice.id),
      ).toHaveLength(1)
      const paid = await (await office.get(`${two.origin}/api/invoices/${invoice.id}`)).json()
      expect(paid.status).toBe('Paid')

      // The hub cookie opens no staff route.
      const staff = await clientContext.request.get(`${one.origin}/api/invoices/${invoice.id}`)
      expect(staff.status()).toBe(401)

      // Revoke access: the open page and the e-mail's link are refused.
      await post(`/api/persons/${client.id}/hub-revoke`, {}, 200)
      await page.goto(link!)
      await expect(page).toHaveURL(/\/hub\/expired/)
      const me = await clientContext.request.get(`${one.origin}/api/hub/me`)
      expect(me.status()).toBe(401)

      // A fresh link that has expired: refused too, with "Send me a new link".
      const sent = Date.now()
      await post(`/api/persons/${client.id}/hub-link`, {}, 200)
      const fresh = await waitForMail(email, { subject: /hub/i, since: sent })
      const freshLink = /(http:\/\/127\.0\.0\.1:\d+\/hub\/[a-z2-7]{32}\S*)/.exec(fresh.text)?.[1]
      expect(freshLink, fresh.text).toBeDefined()
      await admin(
        (c) =>
          c.query('UPDATE hub_links SET expires_at = $1 WHERE person_id = $2', [
            Date.now() - 1000,
            client.id,
          ]),
        databaseUrl(),
      )
      await page.goto(freshLink!)
      await expect(page).toHaveURL(/\/hub\/expired/)
      await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible()
    } finally {
      await officeContext.close()
      await clientContext.close()
    }
  })
})

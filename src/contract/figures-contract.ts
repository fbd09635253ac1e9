// The contract of the figures routes (dashboard, reports, counts) and the workspace settings, run
// against both transports like api-contract.ts. Expected values are worked out here from the seed
// rows themselves, never by the code under test.
import { DEFAULT_BILLING_SETTINGS } from '../domain/settings/billing-settings'
import type { Estimate } from '../domain/sales/estimate'
import { paymentMethods } from '../domain/billing/payment'
import { describe, expect, it } from 'vitest'
import type { DashboardSummary } from '../domain/dashboard/dashboard-summary'
import type { ReportsOverview, Revenue30 } from '../domain/dashboard/reports'
import { generateSeed, SEED_COUNTS } from '../domain/seed/seed'
import { DEFAULT_BRANDING_ANSWER } from '../domain/settings/branding-defaults'
import { hostTimeZone } from '../domain/settings/read-branding'

const SVG_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4" fill="#1d4ed8"/></svg>',
)}`
import { localDayRange } from '../domain/shared/list-query'
import type { ApiRequest, ApiResponse, Transport } from '../web/data/api-request'
import { CONTRACT_NOW, type MakeContractTransport } from './api-contract'
import { expectError } from './api/contract-helpers'
import { useSeededTransport, useTransportPair } from './seeded-transport'

const DAY = 86_400_000
const seed = generateSeed(CONTRACT_NOW)

const cents = (n: number) => Math.round(n * 100)
const sumDollars = (values: readonly number[]) => values.reduce((s, v) => s + cents(v), 0) / 100

/** The seed's payments inside [start, end). */
const paidBetween = (start: number, end: number) =>
  seed.payments.filter((p) => p.date >= start && p.date < end)

export function requests(getTransport: () => Transport) {
  const send = (req: ApiRequest): Promise<ApiResponse> => getTransport()(req)
  const ok = async <T>(req: ApiRequest): Promise<T> => {
    const res = await send(req)
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200)
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
    return res.body as T
  }
  return {
    send,
    get: <T>(path: string, query?: ApiRequest['query']) => ok<T>({ method: 'GET', path, query }),
    post: <T>(path: string, body?: unknown) => ok<T>({ method: 'POST', path, body }),
    patch: <T>(path: string, body: unknown) => ok<T>({ method: 'PATCH', path, body }),
  }
}

export function defineFiguresContract(name: string, makeTransport: MakeContractTransport): void {
  describe(`figures and settings contract: ${name}`, () => {
    const api = requests(useSeededTransport(makeTransport))

    describe('dashboard', () => {
      it('counts the seed: jobs today, open estimates, overdue invoices, revenue, crews, unread', async () => {
        const body = await api.get<DashboardSummary>('/api/dashboard', { tz: 0 })
        const { start, end } = localDayRange(CONTRACT_NOW, 0)
        const today = seed.jobs.filter((j) => j.date >= start && j.date < end)
        expect(body.jobs_today).toEqual({
          count: today.length,
          in_progress: today.filter((j) => j.status === 'In-Progress').length,
          done: today.filter((j) => j.status === 'Done').length,
        })
        const open = seed.estimates.filter((e) => e.status === 'Open')
        expect(body.open_estimates).toEqual({
          count: open.length,
          total: sumDollars(open.map((e) => e.total)),
        })
        const overdue = seed.invoices.filter((i) => i.status === 'Overdue')
        expect(body.overdue_invoices).toEqual({
          count: overdue.length,
          total: sumDollars(overdue.map((i) => i.amount)),
        })
        const windowStart = start - 29 * DAY
        const recent = sumDollars(paidBetween(windowStart, end).map((p) => p.amount))
        const before = sumDollars(
          paidBetween(windowStart - 30 * DAY, windowStart).map((p) => p.amount),
        )
        expect(body.revenue_30).toEqual({
          total: recent,
          previous_total: before,
          change_percent: Math.round(((recent - before) / before) * 100),
        })
        expect(body.crews_on_site).toEqual({
          count: seed.crews.filter((c) => c.on_site_now).length,
          total: seed.crews.length,
        })
        expect(body.unread_messages).toEqual({
          count: seed.messages.filter((m) => m.unread).length,
        })
        // The seed is built so that some figures are the spec's sample figures.
        expect(body.jobs_today.count).toBe(4)
        expect(body.open_estimates.count).toBe(5)
        expect(body.overdue_invoices).toEqual({ count: 3, total: 8450 })
        expect(body.crews_on_site).toEqual({ count: 2, total: 4 })
        expect(body.unread_messages.count).toBe(3)
        expect(body.revenue_30.total).toBeGreaterThan(0)
        expect(body.revenue_30.previous_total).toBeGreaterThan(0)
      })

      it('lists the week ahead: jobs not done, soonest first, at most 5, with the client name', async () => {
        const body = await api.get<DashboardSummary>('/api/dashboard', { tz: 0 })
        const { start } = localDayRange(CONTRACT_NOW, 0)
        const expected = seed.jobs
          .filter((j) => j.date >= start && j.date < start + 7 * DAY && j.status !== 'Done')
          .sort((a, b) => a.date - b.date || (a.id < b.id ? -1 : 1))
          .slice(0, 5)
        expect(expected.length).toBeGreaterThan(0)
        expect(body.upcoming.map((j) => j.id)).toEqual(expected.map((j) => j.id))
        for (const job of body.upcoming) {
          const client = seed.persons.find(
            (p) => p.id === seed.jobs.find((j) => j.id === job.id)?.client_person_id,
          )
          expect(job.client_name).toBe(client?.name)
        }
      })

      it('lists the longest overdue invoices first, at most 3, with the client name', async () => {
        const body = await api.get<DashboardSummary>('/api/dashboard', { tz: 0 })
        const expected = seed.invoices
          .filter(
            (i) => i.status !== 'Paid' && (i.status === 'Overdue' || i.due_date < CONTRACT_NOW),
          )
          .sort((a, b) => a.due_date - b.due_date || (a.id < b.id ? -1 : 1))
          .slice(0, 3)
        expect(body.overdue_list.map((i) => i.number)).toEqual(expected.map((i) => i.number))
        expect(body.overdue_list.map((i) => i.client_name)).toEqual(
          expected.map((i) => seed.persons.find((p) => p.id === i.client_person_id)?.name),
        )
      })

      it('agrees with the lists its tiles link to', async () => {
        const body = await api.get<DashboardSummary>('/api/dashboard', { tz: -300 })
        const total = async (path: string, query: ApiRequest['query']) =>
          (await api.get<{ total: number }>(path, { ...query, limit: 1 })).total
        expect(body.jobs_today.count).toBe(await total('/api/jobs', { filter: 'today', tz: -300 }))
        expect(body.open_estimates.count).toBe(await total('/api/estimates', { filter: 'open' }))
        expect(body.overdue_invoices.count).toBe(
          await total('/api/invoices', { filter: 'overdue' }),
        )
        expect(body.crews_on_site.count).toBe(await total('/api/crews', { filter: 'active' }))
        expect(body.unread_messages.count).toBe(await total('/api/messages', { filter: 'unread' }))
      })

      it('follows the data: paying an overdue invoice moves it from overdue to revenue', async () => {
        const before = await api.get<DashboardSummary>('/api/dashboard', { tz: 0 })
        const invoice = seed.invoices.find(
          (i) => i.status === 'Overdue' && !seed.payments.some((p) => p.invoice_id === i.id),
        )
        if (!invoice) throw new Error('seed has no unpaid overdue invoice')
        await api.post(`/api/invoices/${invoice.id}/mark-paid`)
        const after = await api.get<DashboardSummary>('/api/dashboard', { tz: 0 })
        expect(after.overdue_invoices.count).toBe(before.overdue_invoices.count - 1)
        expect(cents(after.overdue_invoices.total)).toBe(
          cents(before.overdue_invoices.total) - cents(invoice.amount),
        )
        expect(cents(after.revenue_30.total)).toBe(
          cents(before.revenue_30.total) + cents(invoice.amount),
        )
      })

      it('refuses a bad tz with 400 VALIDATION on tz, and unknown parameters', async () => {
        for (const tz of ['later', 100_000, 1.5]) {
          const error = expectError(
            await api.send({ method: 'GET', path: '/api/dashboard', query: { tz } }),
            400,
            'VALIDATION',
          )
          expect(error.fields?.tz).toBeTruthy()
        }
        expectError(
          await api.send({ method: 'GET', path: '/api/reports/overview', query: { colour: 'x' } }),
          400,
          'VALIDATION',
        )
      })
    })

    describe('reports', () => {
      it('adds up revenue by local month for 12 months and counts jobs by status', async () => {
        const body = await api.get<ReportsOverview>('/api/reports/overview', { tz: 0 })
        expect(body.revenue_by_month.map((m) => m.month)).toEqual([
          '2025-12',
          '2026-01',
          '2026-02',
          '2026-03',
          '2026-04',
          '2026-05',
          '2026-06',
          '2026-07',
          '2026-08',
          '2026-09',
          '2026-10',
          '2026-11',
        ])
        for (const month of body.revenue_by_month) {
          const paid = seed.payments.filter(
            (p) =>
              new Date(p.date).toISOString().slice(0, 7) === month.month && p.date <= CONTRACT_NOW,
          )
          expect(month, month.month).toEqual({
            month: month.month,
            total: sumDollars(paid.map((p) => p.amount)),
            payments: paid.length,
          })
        }
        expect(body.revenue_total).toBe(sumDollars(seed.payments.map((p) => p.amount)))
        expect(body.jobs_by_status).toEqual(
          (['Scheduled', 'In-Progress', 'Done'] as const).map((status) => ({
            status,
            count: seed.jobs.filter((j) => j.status === status).length,
          })),
        )
        expect(body.jobs_total).toBe(SEED_COUNTS.jobs)
      })

      it('shows the last 30 days day by day, adding up to the dashboard tile', async () => {
        const body = await api.get<Revenue30>('/api/reports/revenue-30', { tz: 0 })
        const dashboard = await api.get<DashboardSummary>('/api/dashboard', { tz: 0 })
        expect(body.days).toHaveLength(30)
        expect(body.days.at(-1)?.date).toBe('2026-11-23')
        expect(body.days[0]?.date).toBe('2026-10-25')
        expect(body.total).toBe(dashboard.revenue_30.total)
        expect(body.previous_total).toBe(dashboard.revenue_30.previous_total)
        expect(body.change_percent).toBe(dashboard.revenue_30.change_percent)
        expect(sumDollars(body.days.map((d) => d.total))).toBe(body.total)
        const { start, end } = localDayRange(CONTRACT_NOW, 0)
        const recent = paidBetween(start - 29 * DAY, end)
        expect(body.payments).toBe(recent.length)
        expect(body.by_method).toEqual(
          paymentMethods.map((method) => {
            const paid = recent.filter((p) => p.method === method)
            return { method, total: sumDollars(paid.map((p) => p.amount)), payments: paid.length }
          }),
        )
      })
    })

    describe('counts', () => {
      it('counts every collection', async () => {
        const counts = await api.get<Record<string, number>>('/api/counts')
        expect(counts).toMatchObject(SEED_COUNTS)
        expect(counts.tickets).toBe(0)
        expect(counts.users).toBe(seed.users.length)
        await api.post('/api/tickets', { subject: 'Printer', description: 'It is on fire' })
        expect((await api.get<Record<string, number>>('/api/counts')).tickets).toBe(1)
      })
    })

    describe('settings', () => {
      it('keeps the branding, refuses bad values unchanged, and a reset restores it', async () => {
        // A zone not chosen is the host's own (the server's; the browser's in the demo).
        const defaults = { ...DEFAULT_BRANDING_ANSWER, time_zone: hostTimeZone() }
        expect(await api.get('/api/settings/branding')).toEqual(defaults)
        const saved = await api.patch<Record<string, unknown>>('/api/settings/branding', {
          business_name: ' Acme Lawns ',
          brand_color: '#1D4ED8',
          business_email: 'office@acme.test',
          business_phone: '555-0100',
          business_address: '1 Main St\r\nSpringfield, IL',
          payment_instructions: 'ACH to 0000 1111',
          paper_size: 'A4',
          time_zone: 'Europe/Berlin',
          logo: SVG_LOGO,
        })
        expect(saved).toEqual({
          business_name: 'Acme Lawns',
          brand_color: '#1d4ed8',
          business_email: 'office@acme.test',
          business_phone: '555-0100',
          business_address: '1 Main St\nSpringfield, IL',
          payment_instructions: 'ACH to 0000 1111',
          paper_size: 'A4',
          time_zone: 'Europe/Berlin',
          has_logo: true,
        })
        const { logo } = await api.get<{ logo: string }>('/api/settings/branding/logo')
        expect(atob(logo.split(',')[1] ?? '')).toBe(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#1d4ed8"></rect></svg>',
        )
        const error = expectError(
          await api.send({
            method: 'PATCH',
            path: '/api/settings/branding',
            body: { brand_color: 'blue', time_zone: 'Mars/Olympus', logo: 'data:text/plain,hi' },
          }),
          400,
          'VALIDATION',
        )
        expect(error.fields?.brand_color).toBeTruthy()
        expect(error.fields?.time_zone).toBeTruthy()
        expect(error.fields?.logo).toBeTruthy()
        expect(await api.get('/api/settings/branding')).toEqual(saved)
        const exported = await api.get<{ settings: { branding: Record<string, unknown> } }>(
          '/api/export',
        )
        const { has_logo: _hasLogo, ...fields } = saved
        expect(exported.settings).toEqual({
          branding: { ...fields, logo },
          billing: DEFAULT_BILLING_SETTINGS,
        })
        // Chosen again as "the host's": stored as not chosen, answered as the host's zone.
        expect(await api.patch('/api/settings/branding', { logo: null })).toEqual({
          ...saved,
          has_logo: false,
        })
        expect(await api.get('/api/settings/branding/logo')).toEqual({ logo: null })
        await api.post('/api/demo/reset')
        expect(await api.get('/api/settings/branding')).toEqual(defaults)
      })

      it('keeps the billing settings, makes new documents with them, and old ones keep theirs', async () => {
        expect(await api.get('/api/settings/billing')).toEqual(DEFAULT_BILLING_SETTINGS)
        const client = seed.persons[0]!.id
        const line_items = [
          { desc: 'Sod', qty: 1, price: 100.1 },
          { desc: 'Permit', qty: 1, price: 50, taxable: false },
        ]
        const before = await api.post<Estimate>('/api/estimates', {
          client_person_id: client,
          line_items,
        })
        // SPEC section 9: 8% of the taxable $100.10, the total rounded to whole dollars.
        expect(before).toMatchObject({ subtotal: 150.1, tax: 0.08, total: 158, round_totals: true })
        const error = expectError(
          await api.send({
            method: 'PATCH',
            path: '/api/settings/billing',
            body: { tax_percent: 80, payment_terms_days: 45 },
          }),
          400,
          'VALIDATION',
        )
        expect(error.fields?.tax_percent).toBeTruthy()
        expect(error.fields?.payment_terms_days).toBeTruthy()
        const saved = await api.patch('/api/settings/billing', {
          tax_name: 'GST',
          tax_percent: 8.25,
          round_totals: false,
          payment_terms_days: 15,
        })
        expect(saved).toEqual({
          tax_name: 'GST',
          tax_percent: 8.25,
          round_totals: false,
          payment_terms_days: 15,
        })
        const after = await api.post<Estimate>('/api/estimates', {
          client_person_id: client,
          line_items,
        })
        // 8.25% of $100.10 = $8.258 -> $8.26; not rounded: $158.36.
        expect(after).toMatchObject({
          subtotal: 150.1,
          tax: 0.0825,
          tax_name: 'GST',
          total: 158.36,
          round_totals: false,
        })
        // The first estimate keeps the rate it was made with when edited.
        const edited = await api.patch<Estimate>(`/api/estimates/${before.id}`, {
          line_items: [{ desc: 'Sod', qty: 2, price: 100 }],
          version: before.version,
        })
        expect(edited).toMatchObject({ subtotal: 200, tax: 0.08, total: 216, round_totals: true })
        await api.post('/api/demo/reset')
        expect(await api.get('/api/settings/billing')).toEqual(DEFAULT_BILLING_SETTINGS)
      })

      it('saves a support ticket as Open, lists it, and refuses one without a subject', async () => {
        const ticket = await api.post<Record<string, unknown>>('/api/tickets', {
          subject: 'Cannot export',
          description: 'The button spins forever',
          priority: 'High',
        })
        expect(ticket).toMatchObject({
          subject: 'Cannot export',
          priority: 'High',
          status: 'Open',
          created_at: CONTRACT_NOW,
        })
        const list = await api.get<{ items: unknown[]; total: number }>('/api/tickets', {
          filter: 'open',
        })
        expect(list.items).toEqual([ticket])
        const error = expectError(
          await api.send({
            method: 'POST',
            path: '/api/tickets',
            body: { subject: '  ', description: 'x' },
          }),
          400,
          'VALIDATION',
        )
        expect(error.fields?.subject).toBe('Subject is required')
        expect((await api.get<{ total: number }>('/api/tickets')).total).toBe(1)
      })

      it('adds a user with a role and refuses a bad email', async () => {
        const user = await api.post<Record<string, unknown>>('/api/users', {
          name: 'Rosa Delgado',
          email: 'rosa@example.com',
          role: 'Office',
        })
        expect(user).toMatchObject({ name: 'Rosa Delgado', role: 'Office', version: 1 })
        const error = expectError(
          await api.send({
            method: 'POST',
            path: '/api/users',
            body: { name: 'X', email: 'not-an-email', role: 'Crew' },
          }),
          400,
          'VALIDATION',
        )
        expect(error.fields?.email).toBeTruthy()
        expect((await api.get<{ total: number }>('/api/users')).total).toBe(seed.users.length + 1)
      })
    })
  })
}

/** The figures must be identical on both transports holding the same data, in any time zone. */
export function defineFiguresCrossCheck(
  name: string,
  makeA: MakeContractTransport,
  makeB: MakeContractTransport,
): void {
  describe(`figures cross-check: ${name}`, () => {
    const [transportA, transportB] = useTransportPair(makeA, makeB)
    const apiA = requests(transportA)
    const apiB = requests(transportB)

    const paths = ['/api/dashboard', '/api/reports/overview', '/api/reports/revenue-30']
    const compareAll = async () => {
      for (const path of paths) {
        for (const tz of [0, -300, 330, 840, -720]) {
          const [x, y] = await Promise.all([apiA.get(path, { tz }), apiB.get(path, { tz })])
          expect(x, `${path} tz=${tz}`).toEqual(y)
        }
      }
      const [x, y] = await Promise.all([apiA.get('/api/counts'), apiB.get('/api/counts')])
      expect(x).toEqual(y)
    }

    it('answers the same figures, before and after the same writes', async () => {
      await compareAll()
      const overdue = seed.invoices.find((i) => i.status === 'Overdue')
      const job = seed.jobs.find((j) => j.status === 'Scheduled')
      if (!overdue || !job) throw new Error('seed too small')
      const writes: ApiRequest[] = [
        { method: 'POST', path: `/api/invoices/${overdue.id}/mark-paid` },
        { method: 'PATCH', path: `/api/jobs/${job.id}`, body: { status: 'In-Progress' } },
        { method: 'POST', path: '/api/tickets', body: { subject: 'Help', description: 'Please' } },
        { method: 'PATCH', path: '/api/settings/branding', body: { brand_color: '#AA0000' } },
      ]
      for (const req of writes) {
        const [x, y] = await Promise.all([apiA.send(req), apiB.send(req)])
        expect(x, `${req.method} ${req.path}`).toEqual(y)
      }
      await compareAll()
      const [x, y] = await Promise.all([
        apiA.get('/api/settings/branding'),
        apiB.get('/api/settings/branding'),
      ])
      expect(x).toEqual(y)
    })
  })
}

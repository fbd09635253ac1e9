// The hub pages' test data and a stand-in for the hub's API (a mocked fetch): answers by method and
// path, records what was sent, and answers 404 to anything else.
import { vi } from 'vitest'
import type {
  HubEstimate,
  HubEstimateSummary,
  HubInvoice,
  HubInvoiceSummary,
  HubMe,
  HubVisit,
} from '../../domain/hub/hub-api'

/** 2026-03-04 15:30 UTC: 10:30 AM in New York. */
export const MARCH_4 = Date.UTC(2026, 2, 4, 15, 30)

export function buildMe(overrides: Partial<HubMe> = {}): HubMe {
  return {
    client: { name: 'Ana Ruiz' },
    business: {
      name: 'Green Acres',
      brand_color: '#1d4ed8',
      phone: '555-0100',
      email: 'office@greenacres.example',
      payment_instructions: ['Pay by check to Green Acres LLC', 'Or by bank transfer: 12-3456'],
      time_zone: 'America/New_York',
    },
    payments_online: true,
    ...overrides,
  }
}

export function buildEstimate(overrides: Partial<HubEstimate> = {}): HubEstimate {
  return {
    id: 'est-1',
    number: 'Estimate #1a2b3c4d',
    status: 'Sent',
    issued_at: MARCH_4,
    total_cents: 123_456,
    lines: [
      { desc: 'Flagstone patio', qty: 2, price_cents: 50_000, amount_cents: 100_000 },
      { desc: 'Planting', qty: 1, price_cents: 14_311, amount_cents: 14_311 },
    ],
    subtotal_cents: 114_311,
    tax_cents: 9_145,
    tax_rate: 0.08,
    rounding_cents: 0,
    notes: 'Work starts in April.',
    version: 3,
    approval: null,
    can_respond: true,
    pdf_url: '/api/hub/estimates/est-1/pdf',
    ...overrides,
  }
}

export const summaryOf = ({ id, number, status, issued_at, total_cents }: HubEstimate) =>
  ({ id, number, status, issued_at, total_cents }) satisfies HubEstimateSummary

export function buildInvoice(overrides: Partial<HubInvoice> = {}): HubInvoice {
  return {
    id: 'inv-1',
    number: 'INV-0013',
    status: 'Unpaid',
    issued_at: MARCH_4,
    due_date: MARCH_4 + 14 * 86_400_000,
    total_cents: 50_000,
    balance_cents: 30_000,
    job: { title: 'Spring clean-up', address: '12 Elm St' },
    lines: [{ desc: 'Clean-up', qty: 1, price_cents: 46_296, amount_cents: 46_296 }],
    subtotal_cents: 46_296,
    tax_cents: 3_704,
    tax_rate: 0.08,
    rounding_cents: 0,
    payments: [
      { date: MARCH_4, method: 'Card', amount_cents: 25_000 },
      { date: MARCH_4 + 86_400_000, method: 'Card', amount_cents: -5_000 },
    ],
    paid_cents: 20_000,
    can_pay_online: true,
    pdf_url: '/api/hub/invoices/inv-1/pdf',
    ...overrides,
  }
}

export const invoiceSummaryOf = (i: HubInvoice): HubInvoiceSummary => ({
  id: i.id,
  number: i.number,
  status: i.status,
  issued_at: i.issued_at,
  due_date: i.due_date,
  total_cents: i.total_cents,
  balance_cents: i.balance_cents,
})

export function buildVisit(overrides: Partial<HubVisit> = {}): HubVisit {
  return {
    id: 'job-1',
    title: 'Spring clean-up',
    date: MARCH_4,
    address: '12 Elm St',
    crew_name: 'Crew A',
    confirmed_at: null,
    ...overrides,
  }
}

export type Reply = { status: number; body?: unknown }
export type Answer = Reply | ((body: unknown) => Reply)
/**
 * 'GET /api/hub/me' -> its answer; a list of answers is used in turn (the last one repeats). Status
 * 0 stands for no answer at all (fetch rejects).
 */
export type Routes = Record<string, Answer | Answer[]>

export const ok = (body: unknown): Reply => ({ status: 200, body })
export const fail = (status: number, message: string, fields?: Record<string, string>): Reply => ({
  status,
  body: { error: { code: 'X', message, ...(fields ? { fields } : {}) } },
})

export function serveHub(routes: Routes) {
  const sent: { method: string; url: string; body: unknown }[] = []
  const used = new Map<string, number>()
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    const key = `${method} ${url}`
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined
    sent.push({ method, url, body })
    const route = routes[key]
    const answers = Array.isArray(route) ? route : route ? [route] : []
    const turn = used.get(key) ?? 0
    used.set(key, turn + 1)
    const answer = answers[Math.min(turn, answers.length - 1)]
    const reply = !answer
      ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }
      : typeof answer === 'function'
        ? answer(body)
        : answer
    if (reply.status === 0) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { sent, fetchMock, posts: () => sent.filter((s) => s.method === 'POST') }
}

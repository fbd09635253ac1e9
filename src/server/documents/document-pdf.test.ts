// PDF estimates and invoices over HTTP (issue #30 section 2): the text pdftotext reads holds the
// number, client and total, the figures are the document function's (the detail page's), a long
// invoice breaks across pages with its table header repeated, the paper size is Branding's, and
// each role gets the PDF exactly when it may read the record.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROLES } from '../../domain/access/roles'
import { estimateFigures } from '../../domain/sales/estimate-figures'
import { estimateTotals } from '../../domain/sales/estimate-totals'
import { formatMoney, fromCents, toCents } from '../../domain/shared/money'
import { expectedRoles } from '../../api/access/access-expectations'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const folder = mkdtempSync(join(tmpdir(), 'groundwork-pdf-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let count = 0
function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer, args: string[] = []): string {
  const file = join(folder, `doc-${count++}.pdf`)
  writeFileSync(file, pdf)
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
    encoding: 'utf8',
  })
}

const money = (cents: number) => formatMoney(fromCents(cents), 2)

describe.each(testBackends())('PDF documents on $name', (backend) => {
  const t = useTestApp(backend)

  it('answers an estimate as a PDF whose text holds its number, client and figures', async () => {
    const estimate = t.seed.estimates.find((e) => e.line_items.length > 1)!
    const client = t.seed.persons.find((p) => p.id === estimate.client_person_id)!
    const res = await t.call({ method: 'GET', url: `/api/estimates/${estimate.id}/pdf` })
    expect(res.status).toBe(200)
    expect(res.response.headers['content-type']).toBe('application/pdf')
    expect(res.response.headers['content-disposition']).toBe(
      `attachment; filename="Estimate-${estimate.id.slice(0, 8)}.pdf"`,
    )
    const text = poppler('pdftotext', res.response.rawPayload, ['-layout'])
    const figures = estimateFigures(estimate.line_items, estimate)
    expect(text).toContain(`Estimate #${estimate.id.slice(0, 8)}`)
    expect(text).toContain(client.name)
    for (const cents of [figures.subtotal_cents, figures.tax_cents, figures.total_cents]) {
      expect(text).toContain(money(cents))
    }
    expect(text).toMatch(/Rounding\s+[+\u2212-]\$0\.\d\d/)
  })

  it('answers an invoice with its payments, balance and the payment instructions', async () => {
    const payment = t.seed.payments.find((p) => p.invoice_id !== null)!
    const invoice = t.seed.invoices.find((i) => i.id === payment.invoice_id)!
    const client = t.seed.persons.find((p) => p.id === invoice.client_person_id)!
    await t.call({
      method: 'PATCH',
      url: '/api/settings/branding',
      payload: { payment_instructions: 'Pay by ACH to account 0042', business_phone: '555-0100' },
    })
    const res = await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf` })
    expect(res.status).toBe(200)
    expect(res.response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number}.pdf"`,
    )
    const text = poppler('pdftotext', res.response.rawPayload, ['-layout'])
    expect(text).toContain(invoice.number)
    expect(text).toContain(client.name)
    expect(text).toContain(formatMoney(invoice.amount))
    expect(text).toContain('Balance due')
    expect(text).toContain('Pay by ACH to account 0042')
    expect(text).toContain('555-0100')
  })

  it('breaks a 200-item invoice across pages with the header repeated; A4 or Letter from Branding', async () => {
    const items = Array.from({ length: 200 }, (_, i) => ({
      desc: `Item number ${i + 1}`,
      qty: 1 + (i % 3),
      price: 10 + i / 4,
    }))
    // A job no invoice bills yet: a job is invoiced once (decision 059).
    const job = t.seed.jobs.find((j) => !t.seed.invoices.some((i) => i.job_id === j.id))!
    // The job's own client: another client's job is refused.
    const person = { id: job.client_person_id }
    const estimate = await t.call({
      method: 'POST',
      url: '/api/estimates',
      payload: { client_person_id: person.id, line_items: items },
    })
    expect(estimate.status).toBe(201)
    await t.store.transaction(async (tx) => {
      const row = await tx.get('estimates', estimate.body.id)
      await tx.update('estimates', { ...row!, job_id: job.id, version: row!.version + 1 })
    })
    const { total } = estimateTotals(items)
    const invoice = await t.call({
      method: 'POST',
      url: '/api/invoices',
      payload: {
        client_person_id: person.id,
        job_id: job.id,
        amount: total,
        due_date: Date.UTC(2026, 1, 1),
      },
    })
    expect(invoice.status).toBe(201)
    const pdfOf = async () =>
      (await t.call({ method: 'GET', url: `/api/invoices/${invoice.body.id}/pdf` })).response
        .rawPayload
    const letter = await pdfOf()
    const info = poppler('pdfinfo', letter)
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThan(1)
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/)
    const page2 = poppler('pdftotext', letter, ['-f', '2', '-l', '2', '-layout'])
    expect(page2).toMatch(/Description\s+Qty\s+Price\s+Amount/)
    expect(page2).not.toContain('Item number 1 ')
    const all = poppler('pdftotext', letter, ['-layout'])
    expect(all).toContain('Item number 200')
    expect(all).toContain(money(toCents(estimateTotals(items).total)))

    await t.call({ method: 'PATCH', url: '/api/settings/branding', payload: { paper_size: 'A4' } })
    expect(poppler('pdfinfo', await pdfOf())).toMatch(/Page size:\s+595\.2\d x 841\.8\d pts \(A4\)/)
  })

  it('gives each role the PDF exactly when it may read the record', async () => {
    const estimate = t.seed.estimates[0]!
    const invoice = t.seed.invoices[0]!
    for (const role of ROLES) {
      const cookies = await t.signInAs(role)
      for (const [path, url] of [
        ['/api/estimates/:id/pdf', `/api/estimates/${estimate.id}/pdf`],
        ['/api/invoices/:id/pdf', `/api/invoices/${invoice.id}/pdf`],
      ] as const) {
        const allowed = expectedRoles('GET', path)
        const res = await t.app.inject({ method: 'GET', url, cookies })
        expect(res.statusCode, `${role} ${path}`).toBe(
          Array.isArray(allowed) && allowed.includes(role) ? 200 : 403,
        )
      }
    }
    expect((await t.call({ method: 'GET', url: `/api/invoices/${estimate.id}/pdf` })).status).toBe(
      404,
    )
  })
})

import { describe, expect, it } from 'vitest'
import { resources } from '../../domain/resources'
import { generateSeed } from '../../domain/seed/seed'
import { invariantViolations, type ExportDocument } from './export-invariants'

const NOW = Date.UTC(2026, 0, 14, 15, 30)

function seedDocument(): ExportDocument {
  return structuredClone(generateSeed(NOW)) as unknown as ExportDocument
}

type Row = Record<string, unknown> & { id: string }
const rows = (doc: ExportDocument, name: string) => doc[name] as Row[]

describe('invariantViolations', () => {
  it('finds none in the sample data', () => {
    expect(resources.length).toBeGreaterThan(0)
    expect(invariantViolations(seedDocument())).toEqual([])
  })

  it('finds a duplicate invoice number', () => {
    const doc = seedDocument()
    const [a, b] = rows(doc, 'invoices')
    b!.number = a!.number
    expect(invariantViolations(doc).join('\n')).toMatch(/invoice number .* is used by/)
  })

  it('finds an overpaid invoice and a Paid invoice that is not covered', () => {
    const doc = seedDocument()
    const payment = rows(doc, 'payments')[0]!
    const invoice = rows(doc, 'invoices').find((i) => i.id === payment.invoice_id)!
    payment.amount = Number(invoice.amount) + 1
    const unpaid = rows(doc, 'invoices').find(
      (i) => !rows(doc, 'payments').some((p) => p.invoice_id === i.id),
    )!
    unpaid.status = 'Paid'
    const text = invariantViolations(doc).join('\n')
    expect(text).toMatch(/is overpaid/)
    expect(text).toMatch(/is Paid but only 0 of/)
  })

  it('finds a payment whose invoice is gone and a job whose client is gone', () => {
    const doc = seedDocument()
    const payment = rows(doc, 'payments')[0]!
    doc.invoices = rows(doc, 'invoices').filter((i) => i.id !== payment.invoice_id)
    rows(doc, 'jobs')[0]!.client_person_id = '00000000-0000-4000-8000-000000000000'
    const text = invariantViolations(doc).join('\n')
    expect(text).toMatch(/payments .*: invoice_id names a missing invoices row/)
    expect(text).toMatch(/jobs .*: client_person_id names a missing persons row/)
  })
})

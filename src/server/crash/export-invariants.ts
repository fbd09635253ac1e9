// Invariants every state of the database must satisfy, checked on a GET /api/export document:
// invoice numbers are unique, no invoice is overpaid, a Paid invoice's payments cover its amount, and
// every reference between rows names a row that exists (the reference map comes from the registry).
import { referencesFrom, resources } from '../../domain/resources'
import { toCents } from '../../domain/shared/money'

type Row = Record<string, unknown> & { id: string }
export type ExportDocument = Record<string, unknown>

export function rowsOf(doc: ExportDocument, collection: string): Row[] {
  const rows = doc[collection]
  if (!Array.isArray(rows)) throw new Error(`The export has no "${collection}" list`)
  return rows as Row[]
}

/** Every broken invariant as one line; empty when the document is consistent. */
export function invariantViolations(doc: ExportDocument): string[] {
  return [...invoiceViolations(doc), ...orphanViolations(doc)]
}

function invoiceViolations(doc: ExportDocument): string[] {
  const problems: string[] = []
  const paidCents = new Map<string, number>()
  for (const payment of rowsOf(doc, 'payments')) {
    const invoiceId = payment.invoice_id
    if (typeof invoiceId !== 'string') continue
    paidCents.set(invoiceId, (paidCents.get(invoiceId) ?? 0) + toCents(Number(payment.amount)))
  }
  const numbers = new Map<string, string>()
  for (const invoice of rowsOf(doc, 'invoices')) {
    const number = String(invoice.number)
    const other = numbers.get(number)
    if (other) problems.push(`invoice number ${number} is used by ${other} and ${invoice.id}`)
    numbers.set(number, invoice.id)
    const amount = toCents(Number(invoice.amount))
    const paid = paidCents.get(invoice.id) ?? 0
    if (paid > amount) {
      problems.push(`invoice ${number} is overpaid: ${paid / 100} paid of ${amount / 100}`)
    }
    if (invoice.status === 'Paid' && paid < amount) {
      problems.push(`invoice ${number} is Paid but only ${paid / 100} of ${amount / 100} is paid`)
    }
  }
  return problems
}

function orphanViolations(doc: ExportDocument): string[] {
  const problems: string[] = []
  const ids = new Map<string, Set<string>>(
    resources.map((r) => [r.name, new Set(rowsOf(doc, r.name).map((row) => row.id))]),
  )
  for (const { name } of resources) {
    for (const ref of referencesFrom(name)) {
      const targets = ids.get(ref.target)
      for (const row of rowsOf(doc, name)) {
        const value = row[ref.field]
        const values = ref.isArray ? (Array.isArray(value) ? value : []) : [value]
        for (const id of values) {
          if (id === null || id === undefined) continue
          if (!targets?.has(String(id))) {
            problems.push(
              `${name} ${row.id}: ${ref.field} names a missing ${ref.target} row ${String(id)}`,
            )
          }
        }
      }
    }
  }
  return problems
}

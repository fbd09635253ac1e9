// The crash test's record of what the server acknowledged (a 2xx answer) and of the writes whose
// answer never came because the process was killed. After a restart, `reconcile` settles each
// unanswered write from the database (it must be there whole or not at all), then every
// acknowledged row must read back exactly as acknowledged, and no row may appear that nobody wrote.
import { toCents } from '../../domain/shared/money'
import { rowsOf, type ExportDocument } from './export-invariants'

/** Amounts are kept in cents so comparisons are exact. */
export type PersonState = { name: string; email: string; phone: string; version: number }
export type InvoiceState = {
  number: string
  client_person_id: string
  amount: number
  status: 'Pending' | 'Paid'
  version: number
}
export type PaymentState = { invoice_id: string; amount: number; method: 'Card' | 'ACH' }

export type UnansweredWrite =
  | { kind: 'create-person'; email: string; name: string; phone: string }
  | { kind: 'patch-person'; id: string; next: PersonState }
  | { kind: 'create-invoice'; client_person_id: string; amount: number }
  | { kind: 'patch-invoice'; id: string; amount: number }
  | { kind: 'payment'; invoice_id: string; amount: number }
  | { kind: 'mark-paid'; invoice_id: string }

/** The e-mail domain of every person the test creates, to spot rows nobody acknowledged. */
export const TEST_EMAIL_DOMAIN = 'crash.test'

type Row = Record<string, unknown> & { id: string }

export class WriteLedger {
  readonly persons = new Map<string, PersonState>()
  readonly invoices = new Map<string, InvoiceState>()
  readonly payments = new Map<string, PaymentState>()
  /** Writes sent but never answered, in the order they were sent. */
  unanswered: UnansweredWrite[] = []
  /** Ids with a write in flight: one write at a time per row, so its outcome is unambiguous. */
  readonly busy = new Set<string>()
  acknowledged = 0
  settledPresent = 0
  settledAbsent = 0
  rowChecks = 0
  private sequence = 0

  nextSequence(): number {
    this.sequence += 1
    return this.sequence
  }

  paidCents(invoiceId: string): number {
    let sum = 0
    for (const payment of this.payments.values()) {
      if (payment.invoice_id === invoiceId) sum += payment.amount
    }
    return sum
  }

  /** Settles the unanswered writes against the database, then compares every tracked row. */
  reconcile(doc: ExportDocument): string[] {
    const db = indexExport(doc)
    const problems: string[] = []
    for (const write of this.unanswered) {
      const outcome = this.settle(write, db)
      if (outcome === 'present') this.settledPresent += 1
      else if (outcome === 'absent') this.settledAbsent += 1
      else problems.push(`unanswered ${write.kind} ${JSON.stringify(write)}: ${outcome}`)
    }
    this.unanswered = []
    this.busy.clear()
    problems.push(...this.compare(db))
    return problems
  }

  private settle(write: UnansweredWrite, db: DbIndex): 'present' | 'absent' | string {
    switch (write.kind) {
      case 'create-person': {
        const rows = [...db.persons.values()].filter((p) => p.email === write.email)
        if (rows.length === 0) return 'absent'
        if (rows.length > 1) return `${rows.length} rows were created`
        const row = rows[0]!
        if (row.name !== write.name || row.phone !== write.phone || row.version !== 1) {
          return `the row is incomplete: ${JSON.stringify(row)}`
        }
        const { name, email, phone } = write
        this.persons.set(row.id, { name, email, phone, version: 1 })
        return 'present'
      }
      case 'patch-person': {
        const current = this.persons.get(write.id)!
        const version = Number(db.persons.get(write.id)?.version)
        if (version === current.version) return 'absent'
        if (version !== current.version + 1) return `version ${version}`
        this.persons.set(write.id, write.next)
        return 'present'
      }
      case 'create-invoice': {
        const rows = [...db.invoices.values()].filter(
          (i) =>
            i.client_person_id === write.client_person_id &&
            toCents(Number(i.amount)) === write.amount &&
            !this.invoices.has(i.id),
        )
        if (rows.length === 0) return 'absent'
        if (rows.length > 1) return `${rows.length} rows were created`
        const row = rows[0]!
        if (row.status !== 'Pending' || row.version !== 1 || typeof row.number !== 'string') {
          return `the row is incomplete: ${JSON.stringify(row)}`
        }
        this.invoices.set(row.id, {
          number: row.number,
          client_person_id: write.client_person_id,
          amount: write.amount,
          status: 'Pending',
          version: 1,
        })
        return 'present'
      }
      case 'patch-invoice': {
        const current = this.invoices.get(write.id)!
        const version = Number(db.invoices.get(write.id)?.version)
        if (version === current.version) return 'absent'
        if (version !== current.version + 1) return `version ${version}`
        this.invoices.set(write.id, { ...current, amount: write.amount, version })
        return 'present'
      }
      case 'payment':
      case 'mark-paid': {
        const invoice = this.invoices.get(write.invoice_id)!
        const balance = invoice.amount - this.paidCents(write.invoice_id)
        const extra = (db.paymentsByInvoice.get(write.invoice_id) ?? []).filter(
          (p) => !this.payments.has(p.id),
        )
        if (extra.length === 0) return 'absent'
        if (extra.length > 1) return `${extra.length} payments were recorded`
        const row = extra[0]!
        const expected: PaymentState =
          write.kind === 'payment'
            ? { invoice_id: write.invoice_id, amount: write.amount, method: 'ACH' }
            : { invoice_id: write.invoice_id, amount: balance, method: 'Card' }
        if (toCents(Number(row.amount)) !== expected.amount || row.method !== expected.method) {
          return `the payment is not the one sent: ${JSON.stringify(row)}`
        }
        this.payments.set(row.id, expected)
        // Covering the balance makes the invoice Paid in the same transaction (compared below).
        if (expected.amount >= balance) {
          this.invoices.set(write.invoice_id, {
            ...invoice,
            status: 'Paid',
            version: invoice.version + 1,
          })
        }
        return 'present'
      }
    }
  }

  private compare(db: DbIndex): string[] {
    const problems: string[] = []
    const differs = (what: string, id: string, row: Row | undefined, expected: object) => {
      this.rowChecks += 1
      if (!row) return problems.push(`acknowledged ${what} ${id} is missing`)
      for (const [field, value] of Object.entries(expected)) {
        const actual = field === 'amount' ? toCents(Number(row[field])) : row[field]
        if (actual !== value) {
          problems.push(`${what} ${id}: ${field} is ${String(actual)}, acknowledged ${value}`)
        }
      }
    }
    for (const [id, state] of this.persons) differs('person', id, db.persons.get(id), state)
    for (const [id, state] of this.invoices) differs('invoice', id, db.invoices.get(id), state)
    for (const [id, state] of this.payments) differs('payment', id, db.payments.get(id), state)
    for (const row of db.persons.values()) {
      if (String(row.email).endsWith(`@${TEST_EMAIL_DOMAIN}`) && !this.persons.has(row.id)) {
        problems.push(`person ${row.id} (${String(row.email)}) was never written by the test`)
      }
    }
    for (const row of db.invoices.values()) {
      if (this.persons.has(String(row.client_person_id)) && !this.invoices.has(row.id)) {
        problems.push(`invoice ${row.id} was never written by the test`)
      }
    }
    for (const row of db.payments.values()) {
      if (this.invoices.has(String(row.invoice_id)) && !this.payments.has(row.id)) {
        problems.push(`payment ${row.id} was never written by the test`)
      }
    }
    return problems
  }
}

type DbIndex = {
  persons: Map<string, Row>
  invoices: Map<string, Row>
  payments: Map<string, Row>
  paymentsByInvoice: Map<string, Row[]>
}

function indexExport(doc: ExportDocument): DbIndex {
  const byId = (name: string) => new Map(rowsOf(doc, name).map((row) => [row.id, row]))
  const payments = byId('payments')
  const paymentsByInvoice = new Map<string, Row[]>()
  for (const row of payments.values()) {
    const key = String(row.invoice_id)
    paymentsByInvoice.set(key, [...(paymentsByInvoice.get(key) ?? []), row])
  }
  return { persons: byId('persons'), invoices: byId('invoices'), payments, paymentsByInvoice }
}

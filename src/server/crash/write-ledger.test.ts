import { describe, expect, it } from 'vitest'
import type { ExportDocument } from './export-invariants'
import { WriteLedger } from './write-ledger'

const PERSON = '11111111-1111-4111-8111-111111111111'
const INVOICE = '22222222-2222-4222-8222-222222222222'
const PAYMENT = '33333333-3333-4333-8333-333333333333'
const BOB = '66666666-6666-4666-8666-666666666666'

/** A ledger that acknowledged one person, one invoice of $100 and a $40 payment on it. */
function ledger(): WriteLedger {
  const l = new WriteLedger()
  l.persons.set(PERSON, { name: 'Ann', email: 'ann@crash.test', phone: '1', version: 2 })
  l.invoices.set(INVOICE, {
    number: 'INV-1',
    client_person_id: PERSON,
    amount: 10_000,
    status: 'Pending',
    version: 1,
  })
  l.payments.set(PAYMENT, { invoice_id: INVOICE, amount: 4_000, method: 'ACH' })
  return l
}

function doc(): ExportDocument & { persons: object[]; invoices: object[]; payments: object[] } {
  return {
    persons: [{ id: PERSON, name: 'Ann', email: 'ann@crash.test', phone: '1', version: 2 }],
    invoices: [
      {
        id: INVOICE,
        number: 'INV-1',
        client_person_id: PERSON,
        amount: 100,
        status: 'Pending',
        version: 1,
      },
    ],
    payments: [{ id: PAYMENT, invoice_id: INVOICE, amount: 40, method: 'ACH', version: 1 }],
  }
}

describe('WriteLedger.reconcile', () => {
  it('accepts a database that holds exactly what was acknowledged', () => {
    expect(ledger().reconcile(doc())).toEqual([])
  })

  it('reports a missing or changed acknowledged row', () => {
    const d = doc()
    d.payments = []
    d.persons = [{ id: PERSON, name: 'Ann', email: 'ann@crash.test', phone: '1', version: 1 }]
    const problems = ledger().reconcile(d).join('\n')
    expect(problems).toMatch(/acknowledged payment .* is missing/)
    expect(problems).toMatch(/person .*: version is 1, acknowledged 2/)
  })

  it('reports a row that no acknowledged or unanswered write made', () => {
    const d = doc()
    d.payments.push({ id: '44444444-4444-4444-8444-444444444444', invoice_id: INVOICE, amount: 1 })
    expect(ledger().reconcile(d).join('\n')).toMatch(/payment .* was never written by the test/)
  })

  it('settles an unanswered mark-paid that is absent, or present whole', () => {
    const absent = ledger()
    absent.unanswered.push({ kind: 'mark-paid', invoice_id: INVOICE })
    expect(absent.reconcile(doc())).toEqual([])
    expect(absent.settledAbsent).toBe(1)

    const present = ledger()
    present.unanswered.push({ kind: 'mark-paid', invoice_id: INVOICE })
    const d = doc()
    d.invoices = [{ ...d.invoices[0], status: 'Paid', version: 2 }]
    d.payments.push({
      id: '55555555-5555-4555-8555-555555555555',
      invoice_id: INVOICE,
      amount: 60,
      method: 'Card',
    })
    expect(present.reconcile(d)).toEqual([])
    expect(present.settledPresent).toBe(1)
  })

  it('reports half of an unanswered mark-paid: the payment without the Paid invoice', () => {
    const l = ledger()
    l.unanswered.push({ kind: 'mark-paid', invoice_id: INVOICE })
    const d = doc()
    d.payments.push({
      id: '55555555-5555-4555-8555-555555555555',
      invoice_id: INVOICE,
      amount: 60,
      method: 'Card',
    })
    expect(l.reconcile(d).join('\n')).toMatch(/invoice .*: status is Pending, acknowledged Paid/)
  })

  it('adopts an unanswered create found whole, and checks it from then on', () => {
    const l = ledger()
    l.unanswered.push({ kind: 'create-person', email: 'bob@crash.test', name: 'Bob', phone: '2' })
    const d = doc()
    const bob = { id: BOB, name: 'Bob', email: 'bob@crash.test', phone: '2', version: 1 }
    d.persons.push(bob)
    expect(l.reconcile(d)).toEqual([])
    expect(l.settledPresent).toBe(1)
    d.persons = d.persons.filter((p) => p !== bob)
    expect(l.reconcile(d).join('\n')).toMatch(/acknowledged person .* is missing/)
  })

  it('reports an unanswered create that left an incomplete row', () => {
    const l = ledger()
    l.unanswered.push({ kind: 'create-person', email: 'bob@crash.test', name: 'Bob', phone: '2' })
    const d = doc()
    d.persons.push({
      id: '66666666-6666-4666-8666-666666666666',
      name: '',
      email: 'bob@crash.test',
      phone: '2',
      version: 1,
    })
    expect(l.reconcile(d).join('\n')).toMatch(/unanswered create-person .*incomplete/)
  })
})

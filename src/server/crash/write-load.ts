// The crash test's write load: concurrent workers that create persons and invoices, patch them with
// their version, record partial payments and mark invoices paid, noting each answer in the ledger.
// A worker stops at its first request without an answer (the server was killed).
import { fromCents } from '../../domain/shared/money'
import type { JsonClient, JsonReply } from '../testing/http-json'
import type { Random } from '../../domain/seed/random'
import { TEST_EMAIL_DOMAIN, type UnansweredWrite, type WriteLedger } from './write-ledger'

export type LoadOptions = {
  client: JsonClient
  ledger: WriteLedger
  randoms: Random[]
  /** True once the kill is about to happen: workers send nothing new after it. */
  isStopping: () => boolean
  /** Replies that are not what the API promises (non-2xx, wrong content), as lines. */
  unexpected: string[]
}

const DAY = 24 * 60 * 60 * 1000

export async function runWriteLoad(options: LoadOptions): Promise<void> {
  await Promise.all(options.randoms.map((random) => worker(options, random)))
}

async function worker(options: LoadOptions, random: Random): Promise<void> {
  const { ledger, isStopping } = options
  while (!isStopping()) {
    const roll = random.next()
    const pending = [...ledger.invoices].filter(
      ([id, invoice]) => invoice.status === 'Pending' && !ledger.busy.has(id),
    )
    const idlePersons = [...ledger.persons.keys()].filter((id) => !ledger.busy.has(id))
    let answered: boolean
    if (ledger.persons.size === 0 || roll < 0.15) answered = await createPerson(options)
    else if (roll < 0.25 && idlePersons.length) {
      answered = await patchPerson(options, random.pick(idlePersons))
    } else if (pending.length === 0 || roll < 0.5) {
      answered = await createInvoice(options, random.pick([...ledger.persons.keys()]))
    } else {
      const [invoiceId] = random.pick(pending)
      if (roll < 0.6) answered = await patchInvoice(options, invoiceId)
      else if (roll < 0.85) answered = await payPart(options, invoiceId, random)
      else answered = await markPaid(options, invoiceId)
    }
    if (!answered) return
  }
}

/**
 * Sends one write with its id (if any) marked busy. Returns the reply, or null when no answer came:
 * then the write is noted as unanswered and its row stays busy until the ledger is reconciled.
 */
async function send(
  options: LoadOptions,
  busyId: string | null,
  unanswered: UnansweredWrite,
  request: [method: string, path: string, body?: unknown],
): Promise<JsonReply | null> {
  const { ledger } = options
  if (busyId) ledger.busy.add(busyId)
  let reply: JsonReply
  try {
    reply = await options.client.send(...request)
  } catch (error) {
    if (!options.isStopping()) {
      options.unexpected.push(
        `${request[0]} ${request[1]} failed before the kill: ${String(error)}`,
      )
    }
    ledger.unanswered.push(unanswered)
    return null
  }
  if (busyId) ledger.busy.delete(busyId)
  if (reply.status >= 200 && reply.status < 300) ledger.acknowledged += 1
  else {
    options.unexpected.push(
      `${request[0]} ${request[1]}: ${reply.status} ${JSON.stringify(reply.body)}`,
    )
  }
  return reply
}

function expectFields(options: LoadOptions, what: string, body: unknown, expected: object): void {
  const row = (body ?? {}) as Record<string, unknown>
  for (const [field, value] of Object.entries(expected)) {
    if (row[field] !== value) {
      options.unexpected.push(`${what}: ${field} is ${String(row[field])}, sent ${String(value)}`)
    }
  }
}

async function createPerson(options: LoadOptions): Promise<boolean> {
  const n = options.ledger.nextSequence()
  const person = {
    name: `Crash Person ${n}`,
    email: `person${n}@${TEST_EMAIL_DOMAIN}`,
    phone: `555-${n}`,
  }
  const reply = await send(options, null, { kind: 'create-person', ...person }, [
    'POST',
    '/api/persons',
    person,
  ])
  if (!reply) return false
  if (reply.status === 201) {
    expectFields(options, 'created person', reply.body, { ...person, version: 1 })
    options.ledger.persons.set(reply.body.id, { ...person, version: 1 })
  }
  return true
}

async function patchPerson(options: LoadOptions, id: string): Promise<boolean> {
  const current = options.ledger.persons.get(id)!
  const n = options.ledger.nextSequence()
  const change = { name: `Crash Person ${n} (edited)`, phone: `555-${n}` }
  const next = { ...current, ...change, version: current.version + 1 }
  const reply = await send(options, id, { kind: 'patch-person', id, next }, [
    'PATCH',
    `/api/persons/${id}`,
    { ...change, version: current.version },
  ])
  if (!reply) return false
  if (reply.status === 200) {
    expectFields(options, `patched person ${id}`, reply.body, next)
    options.ledger.persons.set(id, next)
  }
  return true
}

async function createInvoice(options: LoadOptions, personId: string): Promise<boolean> {
  // A distinct amount per invoice identifies an unanswered create among the rows after a restart.
  const amount = 10_000 + options.ledger.nextSequence() * 7
  const reply = await send(
    options,
    null,
    { kind: 'create-invoice', client_person_id: personId, amount },
    [
      'POST',
      '/api/invoices',
      { client_person_id: personId, amount: fromCents(amount), due_date: Date.now() + 30 * DAY },
    ],
  )
  if (!reply) return false
  if (reply.status === 201) {
    expectFields(options, 'created invoice', reply.body, { status: 'Pending', version: 1 })
    options.ledger.invoices.set(reply.body.id, {
      number: reply.body.number,
      client_person_id: personId,
      amount,
      status: 'Pending',
      version: 1,
    })
  }
  return true
}

async function patchInvoice(options: LoadOptions, id: string): Promise<boolean> {
  const current = options.ledger.invoices.get(id)!
  // Only upwards: lowering an amount below what was already paid is not what this test is about.
  const amount = current.amount + 150
  const reply = await send(options, id, { kind: 'patch-invoice', id, amount }, [
    'PATCH',
    `/api/invoices/${id}`,
    { amount: fromCents(amount), version: current.version },
  ])
  if (!reply) return false
  if (reply.status === 200) {
    const next = { ...current, amount, version: current.version + 1 }
    expectFields(options, `patched invoice ${id}`, reply.body, {
      amount: fromCents(amount),
      version: next.version,
    })
    options.ledger.invoices.set(id, next)
  }
  return true
}

async function payPart(options: LoadOptions, invoiceId: string, random: Random): Promise<boolean> {
  const { ledger } = options
  const invoice = ledger.invoices.get(invoiceId)!
  const balance = invoice.amount - ledger.paidCents(invoiceId)
  // Now and then exactly the balance, which makes the invoice Paid in the same transaction.
  const amount =
    random.next() < 0.25 ? balance : random.int(1, Math.max(1, Math.floor(balance / 2)))
  const reply = await send(options, invoiceId, { kind: 'payment', invoice_id: invoiceId, amount }, [
    'POST',
    '/api/payments',
    { invoice_id: invoiceId, method: 'ACH', amount: fromCents(amount) },
  ])
  if (!reply) return false
  if (reply.status === 201) {
    expectFields(options, 'payment', reply.body, {
      invoice_id: invoiceId,
      method: 'ACH',
      amount: fromCents(amount),
    })
    ledger.payments.set(reply.body.id, { invoice_id: invoiceId, amount, method: 'ACH' })
    if (amount >= balance) {
      ledger.invoices.set(invoiceId, { ...invoice, status: 'Paid', version: invoice.version + 1 })
    }
  }
  return true
}

async function markPaid(options: LoadOptions, invoiceId: string): Promise<boolean> {
  const { ledger } = options
  const invoice = ledger.invoices.get(invoiceId)!
  const balance = invoice.amount - ledger.paidCents(invoiceId)
  const reply = await send(options, invoiceId, { kind: 'mark-paid', invoice_id: invoiceId }, [
    'POST',
    `/api/invoices/${invoiceId}/mark-paid`,
  ])
  if (!reply) return false
  if (reply.status === 200) {
    const next = { ...invoice, status: 'Paid' as const, version: invoice.version + 1 }
    expectFields(options, `paid invoice ${invoiceId}`, reply.body.invoice, {
      status: 'Paid',
      version: next.version,
    })
    expectFields(options, `payment of invoice ${invoiceId}`, reply.body.payment, {
      method: 'Card',
      amount: fromCents(balance),
    })
    ledger.payments.set(reply.body.payment.id, {
      invoice_id: invoiceId,
      amount: balance,
      method: 'Card',
    })
    ledger.invoices.set(invoiceId, next)
  }
  return true
}

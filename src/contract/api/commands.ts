// The API contract for commands: payments, estimate transitions, crew assignment and numbering.
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import {
  CONTRACT_NOW,
  type ContractClient,
  expectError,
  fixtures,
  seed,
  UNKNOWN_ID,
} from './contract-helpers'

export function defineCommandsContract(api: ContractClient): void {
  describe('commands', () => {
    it('mark-paid makes the invoice Paid with one Card payment of the balance; a second call is 409', async () => {
      const { invoice, balance } = fixtures.partlyPaidInvoice()
      const paymentsBefore = await api.total('/api/payments')
      const res = await api.post(`/api/invoices/${invoice.id}/mark-paid`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const body = res.body as {
        invoice: Record<string, unknown>
        payment: Record<string, unknown>
      }
      expect(body.invoice).toMatchObject({
        id: invoice.id,
        status: 'Paid',
        version: invoice.version + 1,
      })
      expect(body.payment).toMatchObject({
        invoice_id: invoice.id,
        method: 'Card',
        amount: balance,
        date: CONTRACT_NOW,
        version: 1,
      })
      expect(await api.one(`/api/invoices/${invoice.id}`)).toEqual(body.invoice)
      expect(await api.total('/api/payments')).toBe(paymentsBefore + 1)
      const again = await api.post(`/api/invoices/${invoice.id}/mark-paid`)
      expectError(again, 409, 'INVALID_STATE')
      expect(await api.total('/api/payments')).toBe(paymentsBefore + 1)
    })

    it('refuses a payment above the balance (409) and stores nothing', async () => {
      const { invoice, balance } = fixtures.partlyPaidInvoice()
      const before = await api.one(`/api/invoices/${invoice.id}`)
      const res = await api.post('/api/payments', {
        invoice_id: invoice.id,
        method: 'ACH',
        amount: balance + 0.01,
      })
      expectError(res, 409, 'INVALID_STATE')
      expect(await api.total('/api/payments')).toBe(SEED_COUNTS.payments)
      expect(await api.one(`/api/invoices/${invoice.id}`)).toEqual(before)
    })

    it('records a payment that covers the balance and marks the invoice Paid', async () => {
      const { invoice, balance } = fixtures.partlyPaidInvoice()
      const res = await api.post('/api/payments', {
        invoice_id: invoice.id,
        method: 'ACH',
        amount: balance,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body).toMatchObject({
        invoice_id: invoice.id,
        method: 'ACH',
        amount: balance,
        date: CONTRACT_NOW,
      })
      expect(await api.one(`/api/invoices/${invoice.id}`)).toMatchObject({ status: 'Paid' })
    })

    it('takes an estimate Open -> Sent -> Accepted -> converted to a Scheduled job', async () => {
      const fixture = fixtures.estimate('Open')
      const path = `/api/estimates/${fixture.id}`
      const notes = 'Gate code 4412; the dog stays inside'
      const edited = await api.patch(path, { notes, version: fixture.version })
      expect(edited.status, JSON.stringify(edited.body)).toBe(200)
      const estimate = edited.body as typeof fixture
      const sent = await api.post(`${path}/send`)
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      // Send to Client answers the estimate and the e-mail (none in the demo, not sent without a
      // mail server).
      expect((sent.body as { record: unknown }).record).toMatchObject({
        status: 'Sent',
        version: estimate.version + 1,
      })
      const accepted = await api.post(`${path}/accept`)
      expect(accepted.body).toMatchObject({ status: 'Accepted', version: estimate.version + 2 })
      const converted = await api.post(`${path}/convert`)
      expect(converted.status, JSON.stringify(converted.body)).toBe(201)
      const client = seed.persons.find((p) => p.id === estimate.client_person_id)
      const job = converted.body as Record<string, unknown>
      expect(job).toMatchObject({
        title: `Job from Estimate #${estimate.id.slice(0, 6)}`,
        client_person_id: estimate.client_person_id,
        address: client?.location.trim() || 'TBD',
        notes,
        status: 'Scheduled',
        assigned_crew_id: null,
        photos: [],
        date: CONTRACT_NOW,
        version: 1,
      })
      // Decision 034: the client's street address, never their e-mail address.
      expect(client?.location, 'the seed client has an address').toBeTruthy()
      expect(job.address).not.toBe(client?.email)
      expect(await api.one(`/api/jobs/${String(job.id)}`)).toEqual(job)
      expect(await api.one(path)).toMatchObject({ status: 'Accepted' })
      expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs + 1)
    })

    it('refuses estimate transitions that do not apply (409 INVALID_STATE)', async () => {
      const open = fixtures.estimate('Open')
      const sent = fixtures.estimate('Sent')
      expectError(await api.post(`/api/estimates/${open.id}/accept`), 409, 'INVALID_STATE')
      expectError(await api.post(`/api/estimates/${open.id}/decline`), 409, 'INVALID_STATE')
      expectError(await api.post(`/api/estimates/${open.id}/convert`), 409, 'INVALID_STATE')
      expectError(await api.post(`/api/estimates/${sent.id}/send`), 409, 'INVALID_STATE')
      expectError(await api.post(`/api/estimates/${sent.id}/convert`), 409, 'INVALID_STATE')
      const declined = await api.post(`/api/estimates/${sent.id}/decline`)
      expect(declined.body).toMatchObject({ status: 'Open' })
      expect(await api.one(`/api/estimates/${open.id}`)).toMatchObject({
        status: 'Open',
        version: open.version,
      })
      expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs)
    })

    it('assigns a crew only while none is assigned', async () => {
      const job = fixtures.jobWithoutCrew()
      const crew = seed.crews[1]
      if (!crew) throw new Error('seed too small')
      const res = await api.post(`/api/jobs/${job.id}/assign-crew`, { crew_id: crew.id })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body).toMatchObject({
        id: job.id,
        assigned_crew_id: crew.id,
        version: job.version + 1,
      })
      expectError(
        await api.post(`/api/jobs/${job.id}/assign-crew`, { crew_id: crew.id }),
        409,
        'INVALID_STATE',
      )
      const busy = fixtures.jobWithCrew()
      expectError(
        await api.post(`/api/jobs/${busy.id}/assign-crew`, { crew_id: crew.id }),
        409,
        'INVALID_STATE',
      )
      const other = seed.jobs.filter((j) => j.assigned_crew_id === null)[1]
      if (other) {
        const error = expectError(
          await api.post(`/api/jobs/${other.id}/assign-crew`, { crew_id: UNKNOWN_ID }),
          400,
          'VALIDATION',
        )
        expect(error.fields?.crew_id).toBeTruthy()
      }
    })

    it("numbers a new invoice 'INV-' + 4 digits, and numbers stay unique after a delete", async () => {
      const person = seed.persons[0]
      if (!person) throw new Error('seed too small')
      const body = {
        client_person_id: person.id,
        amount: 125.5,
        due_date: CONTRACT_NOW + 14 * 86_400_000,
      }
      const first = await api.post('/api/invoices', body)
      expect(first.status, JSON.stringify(first.body)).toBe(201)
      expect(first.body).toMatchObject({
        number: 'INV-0013',
        status: 'Pending',
        job_id: null,
        amount: 125.5,
      })
      const removable = fixtures.invoiceWithoutPayments()
      expect((await api.del(`/api/invoices/${removable.id}`)).status).toBe(204)
      const second = await api.post('/api/invoices', body)
      expect(second.status).toBe(201)
      const number = (second.body as { number: string }).number
      expect(number).toMatch(/^INV-\d{4}$/)
      const numbers = (await api.all('/api/invoices')).map((i) => i.number)
      expect(numbers).toHaveLength(SEED_COUNTS.invoices + 1)
      expect(new Set(numbers).size).toBe(numbers.length)
    })

    it('refuses to delete an invoice that has payments', async () => {
      const { invoice } = fixtures.partlyPaidInvoice()
      expectError(await api.del(`/api/invoices/${invoice.id}`), 409, 'CONFLICT')
      expect(await api.total('/api/invoices')).toBe(SEED_COUNTS.invoices)
    })

    it('refuses a reference to a missing record (400 VALIDATION on the field)', async () => {
      const error = expectError(
        await api.post('/api/jobs', {
          title: 'Orphan',
          client_person_id: UNKNOWN_ID,
          address: '1 Nowhere Rd',
          date: CONTRACT_NOW,
        }),
        400,
        'VALIDATION',
      )
      expect(error.fields?.client_person_id).toBeTruthy()
      expect(await api.total('/api/jobs')).toBe(SEED_COUNTS.jobs)
    })
  })
}

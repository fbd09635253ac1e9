// The client audience (issue #31 section 1): forClient keeps only the allow-listed fields of a
// record, so a field added later stays hidden from clients until someone lists it.
import { describe, expect, it } from 'vitest'
import { CLIENT_FIELDS, forClient } from './client-fields'

describe('forClient', () => {
  it("keeps an estimate's allow-listed fields and drops the rest, new ones included", () => {
    const estimate = {
      id: 'e1',
      client_person_id: 'p1',
      line_items: [{ desc: 'Mulch', qty: 2, price: 40 }],
      subtotal: 80,
      tax: 0.08,
      total: 86.4,
      status: 'Sent',
      job_id: 'j1',
      notes: 'Printed on the PDF',
      created_at: 1,
      version: 3,
      internal_margin: 0.4,
    }
    expect(forClient('estimates', estimate)).toEqual({
      id: 'e1',
      line_items: [{ desc: 'Mulch', qty: 2, price: 40 }],
      subtotal: 80,
      tax: 0.08,
      total: 86.4,
      status: 'Sent',
      notes: 'Printed on the PDF',
      created_at: 1,
      version: 3,
    })
  })

  it("never gives a job's notes, crew id or photos, nor a crew's members", () => {
    const job = {
      id: 'j1',
      title: 'Spring cleanup',
      client_person_id: 'p1',
      address: '1 Main St',
      date: 5,
      status: 'Scheduled',
      assigned_crew_id: 'c1',
      photos: ['/x.png'],
      notes: 'Gate code 1234, dog bites',
      created_at: 1,
      version: 1,
    }
    expect(Object.keys(forClient('jobs', job)).sort()).toEqual([
      'address',
      'date',
      'id',
      'status',
      'title',
    ])
    expect(forClient('crews', { id: 'c1', name: 'Green team', member_ids: ['e1'] })).toEqual({
      name: 'Green team',
    })
  })

  it('copies the record: the original keeps every field', () => {
    const payment = { id: 'x', invoice_id: 'i', date: 1, method: 'Card', amount: 5, note: 'n' }
    const seen = forClient('payments', payment)
    expect(seen).not.toHaveProperty('note')
    expect(payment.note).toBe('n')
  })

  it('lists no field a client must never see', () => {
    const listed: string[] = Object.values(CLIENT_FIELDS).flat()
    for (const field of ['hourly_rate', 'client_person_id', 'assigned_crew_id', 'job_id']) {
      expect(listed).not.toContain(field)
    }
  })
})

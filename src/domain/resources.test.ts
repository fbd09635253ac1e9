import { describe, expect, it } from 'vitest'
import {
  getResource,
  missingReferenceMessage,
  referencesFrom,
  resources,
  restrictMessage,
} from './resources'

const names: readonly string[] = resources.map((r) => r.name)

describe('resources registry', () => {
  it('names each collection once', () => {
    expect(new Set(names).size).toBe(names.length)
    expect(getResource('jobs')?.label).toBe('Job')
    expect(getResource('nope')).toBeUndefined()
  })

  it('knows where a job points', () => {
    expect(referencesFrom('jobs')).toEqual(
      expect.arrayContaining([
        { field: 'client_person_id', target: 'persons', isArray: false },
        { field: 'assigned_crew_id', target: 'crews', isArray: false },
      ]),
    )
  })

  it('marks array references (crew members)', () => {
    expect(referencesFrom('crews')).toEqual([
      { field: 'members', target: 'employees', isArray: true },
      { field: 'lead_employee_id', target: 'employees', isArray: false },
    ])
  })

  it('lists the references the spec names', () => {
    const pairs = names.flatMap((name) =>
      referencesFrom(name).map((r) => `${name}.${r.field} -> ${r.target}`),
    )
    expect(pairs).toEqual(
      expect.arrayContaining([
        'estimates.client_person_id -> persons',
        'invoices.client_person_id -> persons',
        'invoices.job_id -> jobs',
        'payments.invoice_id -> invoices',
        'work-orders.job_id -> jobs',
        'media.job_id -> jobs',
        'leads.person_id -> persons',
        'companies.primary_contact -> persons',
        'messages.person_id -> persons',
        'submissions.form_id -> forms',
      ]),
    )
  })

  it('puts every referenced collection before the ones pointing at it', () => {
    for (const [index, name] of names.entries()) {
      for (const ref of referencesFrom(name)) {
        expect(names.indexOf(ref.target), `${name}.${ref.field} -> ${ref.target}`).toBeLessThan(
          index,
        )
        expect(names).toContain(ref.target)
      }
    }
  })

  it('has only references to known collections', () => {
    for (const resource of resources) {
      for (const ref of resource.referencedBy) expect(names).toContain(ref.collection)
    }
  })
})

describe('messages', () => {
  it('explains a refused delete and a missing reference', () => {
    expect(restrictMessage('Person', 3, 'work-orders')).toBe(
      'This person cannot be deleted: 3 work orders still refer to it',
    )
    // Rows the caller may not read: named, not counted (issue #28).
    expect(restrictMessage('Person', 3, 'invoices', true)).toBe(
      'This person cannot be deleted: invoices still refer to it',
    )
    expect(missingReferenceMessage('client_person_id', 'persons')).toBe(
      'Person not found for client_person_id',
    )
  })
})

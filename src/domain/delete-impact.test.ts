import { describe, expect, it } from 'vitest'
import { buildDeleteImpact, countOf, describeDeleteImpact } from './delete-impact'
import { personResource } from './crm/person'

describe('buildDeleteImpact', () => {
  it('allows the delete unless a restricting reference has rows', () => {
    const counts = personResource.referencedBy.map((r) => ({ ...r, count: 0 }))
    expect(buildDeleteImpact(counts).can_delete).toBe(true)
    const withJobs = counts.map((r) => (r.collection === 'jobs' ? { ...r, count: 2 } : r))
    expect(buildDeleteImpact(withJobs).can_delete).toBe(false)
    const withMessages = counts.map((r) => (r.collection === 'messages' ? { ...r, count: 9 } : r))
    expect(buildDeleteImpact(withMessages).can_delete).toBe(true)
  })
})

describe('describeDeleteImpact', () => {
  it('says what blocks the delete first, then what changes with it', () => {
    const impact = buildDeleteImpact([
      { collection: 'messages', field: 'person_id', onDelete: 'cascade', count: 4 },
      { collection: 'companies', field: 'primary_contact', onDelete: 'setNull', count: 1 },
      { collection: 'companies', field: 'contacts', onDelete: 'pull', count: 2 },
      { collection: 'jobs', field: 'client_person_id', onDelete: 'restrict', count: 3 },
      { collection: 'leads', field: 'person_id', onDelete: 'restrict', count: 1 },
      { collection: 'invoices', field: 'client_person_id', onDelete: 'restrict', count: 0 },
    ])
    expect(describeDeleteImpact('Person', impact)).toEqual([
      { kind: 'blocks', text: '3 jobs — delete or reassign them first' },
      { kind: 'blocks', text: '1 lead — delete or reassign it first' },
      { kind: 'changes', text: '4 messages — deleted with this person' },
      { kind: 'changes', text: '1 company — kept, primary contact cleared' },
      { kind: 'changes', text: '2 companies — kept, this person removed from contacts' },
    ])
  })
})

describe('references the caller may not read (issue #28)', () => {
  it('tells only whether there are any, never how many', () => {
    const impact = buildDeleteImpact([
      {
        collection: 'invoices',
        field: 'client_person_id',
        onDelete: 'restrict',
        count: 7,
        hidden: true,
      },
      { collection: 'messages', field: 'person_id', onDelete: 'cascade', count: 4, hidden: true },
      {
        collection: 'jobs',
        field: 'client_person_id',
        onDelete: 'restrict',
        count: 0,
        hidden: true,
      },
    ])
    expect(impact.can_delete).toBe(false)
    expect(impact.references.map((r) => [r.collection, r.count, r.hidden])).toEqual([
      ['invoices', 1, true],
      ['messages', 1, true],
      ['jobs', 0, true],
    ])
    expect(describeDeleteImpact('Person', impact)).toEqual([
      { kind: 'blocks', text: 'invoices you may not see — delete or reassign them first' },
      { kind: 'changes', text: 'messages you may not see — deleted with this person' },
    ])
  })
})

describe('countOf', () => {
  it('counts with the singular or plural label', () => {
    expect(countOf('jobs', 1)).toBe('1 job')
    expect(countOf('companies', 2)).toBe('2 companies')
    expect(countOf('lead-activities', 3)).toBe('3 lead activities')
    expect(countOf('person-notes', 1)).toBe('1 person note')
  })
})

import { describe, expect, it } from 'vitest'
import { resources } from '../resources'
import { can, COLLECTION_PERMISSIONS, GRANTS, PERMISSIONS, rolesWith, scopeOf } from './permissions'
import { ROLES } from './roles'

describe('the role table', () => {
  it('gives the Owner everything, everywhere', () => {
    for (const p of PERMISSIONS) expect(scopeOf('Owner', p)).toBe('all')
  })

  it('keeps users, business settings, export and the reset to the Owner', () => {
    for (const p of ['users:manage', 'settings:write', 'data:export', 'data:reset'] as const) {
      expect(rolesWith(p)).toEqual(['Owner'])
    }
  })

  it('gives the Office all business data', () => {
    const ownerOnly = [
      'users:manage',
      'settings:write',
      'mail:write',
      'integrations:read',
      'client-hub:write',
      'data:export',
      'data:reset',
    ]
    for (const p of PERMISSIONS.filter((p) => !ownerOnly.includes(p))) {
      expect(scopeOf('Office', p), p).toBe('all')
    }
  })

  it('lets the Owner and the Office read the e-mail settings, and only the Owner change them', () => {
    expect(rolesWith('mail:read')).toEqual(['Owner', 'Office'])
    expect(rolesWith('mail:write')).toEqual(['Owner'])
  })

  it('lets the Owner and the Office read the client hub settings, and only the Owner change them', () => {
    expect(rolesWith('client-hub:read')).toEqual(['Owner', 'Office'])
    expect(rolesWith('client-hub:write')).toEqual(['Owner'])
  })

  it('shows pay rates, money and reports only to the Owner and the Office', () => {
    for (const p of ['pay:read', 'billing:read', 'billing:write', 'reports:read'] as const) {
      expect(rolesWith(p), p).toEqual(['Owner', 'Office'])
    }
  })

  it('lets an Estimator run clients and sales, and only read jobs', () => {
    for (const p of ['crm:write', 'sales:write', 'jobs:read'] as const) {
      expect(can('Estimator', p), p).toBe(true)
    }
    for (const p of ['jobs:write', 'work-orders:write', 'crews:write', 'team:read'] as const) {
      expect(can('Estimator', p), p).toBe(false)
    }
  })

  it('lets a Foreman run jobs, work orders, crews, media, notes and messages, and only read clients', () => {
    for (const p of [
      'jobs:write',
      'work-orders:write',
      'crews:write',
      'media:write',
      'notes:write',
      'messages:write',
      'crm:read',
    ] as const) {
      expect(can('Foreman', p), p).toBe(true)
    }
    for (const p of ['crm:write', 'sales:read'] as const) expect(can('Foreman', p), p).toBe(false)
  })

  it("lets the field roles act on jobs (Start, Pause, Finish), a Crew user on their crews' jobs only", () => {
    expect(rolesWith('job-actions:write')).toEqual(['Owner', 'Office', 'Foreman', 'Crew'])
    expect(scopeOf('Crew', 'job-actions:write')).toBe('own')
    expect(scopeOf('Foreman', 'job-actions:write')).toBe('all')
    expect(scopeOf('Estimator', 'job-actions:write')).toBeNull()
  })

  it("reaches a Crew user's own work only, and nothing else", () => {
    const granted = Object.entries(GRANTS.Crew)
    expect(granted.filter(([, scope]) => scope === 'all').map(([p]) => p)).toEqual(['support:use'])
    expect(granted.map(([p]) => p).sort()).toEqual(
      [
        'crews:read',
        'crm:read',
        'jobs:read',
        'media:read',
        'media:write',
        'support:read',
        'support:use',
        'work-orders:write',
        'job-actions:write',
        'time:read',
        'time:write',
      ].sort(),
    )
  })

  it('lets everyone submit tickets and read their own; the Owner and the Office manage them all', () => {
    expect(rolesWith('support:use')).toEqual([...ROLES])
    for (const role of ROLES) {
      expect(scopeOf(role, 'support:read'), role).toBe(
        role === 'Owner' || role === 'Office' ? 'all' : 'own',
      )
    }
    expect(rolesWith('support:manage')).toEqual(['Owner', 'Office'])
    expect(COLLECTION_PERMISSIONS.tickets).toEqual({
      read: 'support:read',
      create: 'support:use',
      write: 'support:manage',
    })
  })

  it('keeps the shared notes, templates, forms and submissions to the staff (decision 035)', () => {
    for (const p of ['notes:read', 'notes:write', 'tools:read'] as const) {
      expect(rolesWith(p), p).toEqual(['Owner', 'Office', 'Estimator', 'Foreman'])
    }
    expect(rolesWith('tools:write')).toEqual(['Owner', 'Office'])
  })

  it('names only known roles and permissions', () => {
    expect(Object.keys(GRANTS).sort()).toEqual([...ROLES].sort())
    for (const grants of Object.values(GRANTS)) {
      for (const p of Object.keys(grants)) expect(PERMISSIONS).toContain(p)
    }
  })

  it('says which permissions read and change every collection', () => {
    expect(Object.keys(COLLECTION_PERMISSIONS).sort()).toEqual(resources.map((r) => r.name).sort())
  })
})

import { describe, expect, it } from 'vitest'
import { countsOf, planImport, type ExistingRecord } from './import-plan'
import { duplicateKeysOf, phoneKey } from './import-rows'

const existing = new Map<string, ExistingRecord>([
  ['email:maria@example.com', { id: 'p-maria', title: 'Maria Lopez' }],
  ['phone:5125551000', { id: 'p-maria', title: 'Maria Lopez' }],
  ['phone:5125552000', { id: 'p-oak', title: 'Oak HOA' }],
])

describe('phoneKey', () => {
  it('compares numbers by their digits, without a US country code', () => {
    expect(phoneKey('(512) 555-1000')).toBe('5125551000')
    expect(phoneKey('+1 512.555.1000')).toBe('5125551000')
    expect(phoneKey('555-10')).toBeNull()
  })
})

describe('duplicateKeysOf', () => {
  it('finds persons by lower-case e-mail and by phone, companies by name', () => {
    expect(
      duplicateKeysOf('persons', { email: ' Maria@Example.com', phone: '512 555 1000' }),
    ).toEqual([
      { key: 'email:maria@example.com', label: 'email' },
      { key: 'phone:5125551000', label: 'phone' },
    ])
    expect(duplicateKeysOf('companies', { name: ' Oak  HOA ' })).toEqual([
      { key: 'name:oak hoa', label: 'name' },
    ])
  })
})

describe('planImport', () => {
  const rows = [
    { first_name: 'Ada', last_name: 'New', email: 'ada@example.com', mobile: '512-555-3000' },
    { name: 'Bad', email: 'not-an-email' },
    { name: 'Maria L.', email: 'MARIA@example.com' },
    { name: 'Ada Twin', email: 'twin@example.com', phone: '(512) 555-3000' },
    { name: 'Oak board', email: 'board@oak.example', phone: '512.555.2000' },
    { name: 'Maria again', email: 'm2@example.com', phone: '512 555 1000' },
  ]

  it('creates new rows, skips invalid ones and repeats, and keeps existing records when told to', () => {
    const plan = planImport('persons', rows, existing, 'skip')
    expect(plan.map((p) => [p.row, p.action, 'reason' in p ? p.reason : ''])).toEqual([
      [2, 'create', ''],
      [3, 'skip', 'Email must be a valid email address'],
      [4, 'skip', 'Already exists: Same email as Maria Lopez'],
      [5, 'skip', 'Same phone as row 2'],
      [6, 'skip', 'Already exists: Same phone as Oak HOA'],
      [7, 'skip', 'Same record (Maria Lopez) as row 4'],
    ])
    expect(countsOf(plan)).toEqual({ created: 1, updated: 0, skipped: 5 })
    expect(plan[0]).toMatchObject({
      input: { name: 'Ada New', email: 'ada@example.com', phone: '512-555-3000' },
    })
  })

  it('updates existing records when told to, each once', () => {
    const plan = planImport('persons', rows, existing, 'update')
    expect(plan.map((p) => (p.action === 'update' ? p.id : p.action))).toEqual([
      'create',
      'skip',
      'p-maria',
      'skip',
      'p-oak',
      'skip',
    ])
    expect(countsOf(plan)).toEqual({ created: 1, updated: 2, skipped: 3 })
  })

  it('reports every message of an invalid row', () => {
    const [plan] = planImport('persons', [{ phone: 'x'.repeat(41) }], new Map(), 'skip')
    expect(plan).toMatchObject({
      action: 'skip',
      errors: ['Name is required', 'Email is required', 'Phone is too long (max 40)'],
    })
  })
})

import { describe, expect, it } from 'vitest'
import { and, eq, gte, inList, lt, matches, neq, or, type Condition } from './condition'

const row = { status: 'Open', total: 100, tags: ['VIP', 'Residential'], crew: null }

describe('matches', () => {
  it('eq compares strictly and treats a missing field as null', () => {
    expect(matches(row, eq('status', 'Open'))).toBe(true)
    expect(matches(row, eq('status', 'open'))).toBe(false)
    expect(matches(row, eq('total', '100'))).toBe(false)
    expect(matches(row, eq('crew', null))).toBe(true)
    expect(matches(row, eq('missing', null))).toBe(true)
  })

  it('neq is the opposite of eq', () => {
    expect(matches(row, neq('status', 'Paid'))).toBe(true)
    expect(matches(row, neq('status', 'Open'))).toBe(false)
    expect(matches(row, neq('missing', null))).toBe(false)
  })

  it('lt, lte, gt, gte compare numbers and never match a non-number', () => {
    const cases: [Condition['op'], number, boolean][] = [
      ['lt', 100, false],
      ['lt', 101, true],
      ['lte', 100, true],
      ['lte', 99, false],
      ['gt', 100, false],
      ['gt', 99, true],
      ['gte', 100, true],
      ['gte', 101, false],
    ]
    for (const [op, value, expected] of cases) {
      expect(matches(row, { op, field: 'total', value } as Condition), `${op} ${value}`).toBe(
        expected,
      )
      expect(matches(row, { op, field: 'status', value } as Condition)).toBe(false)
      expect(matches(row, { op, field: 'missing', value } as Condition)).toBe(false)
    }
    expect(matches(row, lt('total', 101))).toBe(true)
    expect(matches(row, gte('total', 100))).toBe(true)
  })

  it('in and notIn test membership, a missing field counting as null', () => {
    expect(matches(row, inList('status', ['Open', 'Sent']))).toBe(true)
    expect(matches(row, inList('status', ['Sent']))).toBe(false)
    expect(matches(row, inList('missing', [null]))).toBe(true)
    expect(matches(row, { op: 'notIn', field: 'status', values: ['Won', 'Lost'] })).toBe(true)
    expect(matches(row, { op: 'notIn', field: 'status', values: ['Open'] })).toBe(false)
  })

  it('contains looks inside an array field only', () => {
    expect(matches(row, { op: 'contains', field: 'tags', value: 'VIP' })).toBe(true)
    expect(matches(row, { op: 'contains', field: 'tags', value: 'vip' })).toBe(false)
    expect(matches(row, { op: 'contains', field: 'status', value: 'Open' })).toBe(false)
  })

  it('and needs every part, or needs one part', () => {
    expect(matches(row, and(eq('status', 'Open'), gte('total', 100)))).toBe(true)
    expect(matches(row, and(eq('status', 'Open'), gte('total', 101)))).toBe(false)
    expect(matches(row, or(eq('status', 'Paid'), gte('total', 100)))).toBe(true)
    expect(matches(row, or(eq('status', 'Paid'), gte('total', 101)))).toBe(false)
  })

  it('an empty and is true and an empty or is false', () => {
    expect(matches(row, and())).toBe(true)
    expect(matches(row, or())).toBe(false)
  })
})

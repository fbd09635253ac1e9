import { describe, expect, it } from 'vitest'
import { auditTargets, AUDIT_HISTORY, keepLast, viewportClass } from './layout-audit'

describe('viewportClass', () => {
  it('splits at 480 and 991 px', () => {
    expect(viewportClass(320)).toBe('mobile')
    expect(viewportClass(480)).toBe('mobile')
    expect(viewportClass(481)).toBe('tablet')
    expect(viewportClass(991)).toBe('tablet')
    expect(viewportClass(992)).toBe('desktop')
  })
})

describe('auditTargets', () => {
  it('flags targets under 44 px in either direction', () => {
    const result = auditTargets('/x', 1, 390, [
      { label: 'ok', width: 44, height: 44 },
      { label: 'short', width: 120, height: 32 },
      { label: 'narrow', width: 20, height: 48 },
    ])
    expect(result.viewport).toBe('mobile')
    expect(result.smallTargets.map((t) => t.label)).toEqual(['short', 'narrow'])
  })
})

describe('keepLast', () => {
  it(`keeps the last ${AUDIT_HISTORY}`, () => {
    let list: number[] = []
    for (let i = 1; i <= 25; i++) list = keepLast(list, i)
    expect(list).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25])
  })
})

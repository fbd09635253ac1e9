import { describe, expect, it } from 'vitest'
import { formatCount, formatTotal } from './format'

describe('count lines', () => {
  it('names one or many', () => {
    expect(formatCount(1, 'contact')).toBe('1 contact')
    expect(formatCount(0, 'company', 'companies')).toBe('0 companies')
  })

  it("marks a search total the server stopped counting at with '+'", () => {
    expect(formatTotal(1000, true, 'contact')).toBe('1000+ contacts')
    expect(formatTotal(1000, false, 'contact')).toBe('1000 contacts')
    expect(formatTotal(1, false, 'job')).toBe('1 job')
  })
})

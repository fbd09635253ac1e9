import { describe, expect, it } from 'vitest'
import { jobCosting } from './job-costing'

const HOUR = 3_600_000

describe('jobCosting', () => {
  it("prices each member's hours at their rate against the invoices", () => {
    const costing = jobCosting(
      [
        { employee_id: 'a', name: 'Ann', hourly_rate: 30, ms: 2 * HOUR },
        { employee_id: 'b', name: 'Bob', hourly_rate: 25.5, ms: 20 * 60_000 },
        { employee_id: 'c', name: 'Cy', hourly_rate: 40, ms: 0 },
      ],
      [{ amount: 150 }, { amount: 20.25 }],
    )
    expect(costing).toEqual({
      hours: 2.33,
      labour_cost_cents: 6000 + 850,
      invoiced_cents: 17025,
      margin_cents: 17025 - 6850,
      members: [
        { employee_id: 'a', name: 'Ann', hours: 2, rate: 30, cost_cents: 6000 },
        { employee_id: 'b', name: 'Bob', hours: 0.33, rate: 25.5, cost_cents: 850 },
      ],
    })
  })

  it('is all zero without time or invoices', () => {
    expect(jobCosting([], [])).toEqual({
      hours: 0,
      labour_cost_cents: 0,
      invoiced_cents: 0,
      margin_cents: 0,
      members: [],
    })
  })
})

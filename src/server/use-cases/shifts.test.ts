// Shifts under concurrency: the no-overlap rule must hold when overlapping writes for one employee
// race (the employee row is locked for each shift write, see api/shift-overlap.ts).
import { describe, expect, it } from 'vitest'
import { testBackends } from '../testing/test-databases'
import { NOW, useTestApp } from '../testing/test-app'

const HOUR = 3_600_000
const DAY = 24 * HOUR

describe.each(testBackends())('shifts API on $name', (backend) => {
  const t = useTestApp(backend)
  const employee = () => t.seed.employees[0]!
  const start = NOW + DAY
  const shift = (offsetHours: number, hours: number) => ({
    employee_id: employee().id,
    starts_at: start + offsetHours * HOUR,
    ends_at: start + (offsetHours + hours) * HOUR,
  })
  const shiftsOfEmployee = async () =>
    (await t.call({ method: 'GET', url: `/api/shifts?employee_id=${employee().id}` })).body
      .items as { starts_at: number; ends_at: number }[]

  it('lets exactly one of many concurrent overlapping creates through', async () => {
    // Each overlaps all the others (they all hold hour 4 to 5).
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call({ method: 'POST', url: '/api/shifts', payload: shift(i % 4, 5) }),
      ),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(1)
    const refused = results.filter((r) => r.status !== 201)
    expect(refused).toHaveLength(11)
    for (const r of refused) {
      expect(r.status).toBe(409)
      expect(r.body.error.code).toBe('INVALID_STATE')
    }
    expect(await shiftsOfEmployee()).toHaveLength(1)
  })

  it('keeps shifts apart when a create races edits onto the same time', async () => {
    const early = await t.call({ method: 'POST', url: '/api/shifts', payload: shift(0, 2) })
    const late = await t.call({ method: 'POST', url: '/api/shifts', payload: shift(10, 2) })
    expect([early.status, late.status]).toEqual([201, 201])
    const moveInto = (id: string) => ({
      method: 'PATCH' as const,
      url: `/api/shifts/${id}`,
      payload: { starts_at: start + 5 * HOUR, ends_at: start + 7 * HOUR },
    })
    const results = await Promise.all([
      t.call(moveInto(early.body.id)),
      t.call(moveInto(late.body.id)),
      t.call({ method: 'POST', url: '/api/shifts', payload: shift(4, 2) }),
    ])
    expect(results.filter((r) => r.status < 300)).toHaveLength(1)
    const rows = [...(await shiftsOfEmployee())].sort((a, b) => a.starts_at - b.starts_at)
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.starts_at).toBeGreaterThanOrEqual(rows[i - 1]!.ends_at)
    }
  })
})

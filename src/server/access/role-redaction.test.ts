// What a role reads is also cut inside an answer (issue #20): a Foreman and an Estimator open the
// dashboard and see no section counting what their role may not read (invoice amounts, quotes,
// messages); a Foreman reads employees without their pay rates or earnings, and cannot sort by the
// rate (the order would tell it). The Owner sees everything.
import { describe, expect, it } from 'vitest'
import { DASHBOARD_SECTIONS } from '../../domain/dashboard/dashboard-sections'
import { can } from '../../domain/access/permissions'
import type { Role } from '../../domain/access/roles'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const ALL_SECTIONS = Object.keys(DASHBOARD_SECTIONS).sort()

describe.each(testBackends())('answers cut to the role on $name', (backend) => {
  const t = useTestApp(backend)

  it.each<[Role, string[]]>([
    ['Owner', ALL_SECTIONS],
    ['Office', ALL_SECTIONS],
    ['Estimator', ['crews_on_site', 'jobs_today', 'open_estimates', 'upcoming']],
    ['Foreman', ['crews_on_site', 'jobs_today', 'unread_messages', 'upcoming']],
  ])('the dashboard of an %s holds %j', async (role, sections) => {
    const cookies = await t.signInAs(role)
    const { status, body } = await t.call({ method: 'GET', url: '/api/dashboard?tz=0', cookies })
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(sections)
    // The table and the role matrix agree on every section left in or out.
    for (const [section, permission] of Object.entries(DASHBOARD_SECTIONS))
      expect(section in body).toBe(can(role, permission))
  })

  it('gives a Foreman employees without their pay, and refuses a sort by it', async () => {
    const cookies = await t.signInAs('Foreman')
    const employee = t.seed.employees[0]!
    const list = await t.call({ method: 'GET', url: '/api/employees?limit=100', cookies })
    expect(list.status).toBe(200)
    expect(list.body.items.length).toBe(Math.min(100, t.seed.employees.length))
    for (const item of list.body.items) {
      expect(item).not.toHaveProperty('hourly_rate')
      expect(item).toHaveProperty('name')
    }
    const one = await t.call({ method: 'GET', url: `/api/employees/${employee.id}`, cookies })
    expect(one.status).toBe(200)
    expect(one.body).toEqual(
      Object.fromEntries(Object.entries(employee).filter(([key]) => key !== 'hourly_rate')),
    )
    const byIds = await t.call({ method: 'GET', url: `/api/employees?ids=${employee.id}`, cookies })
    expect(byIds.body.items[0]).not.toHaveProperty('hourly_rate')

    const summary = await t.call({
      method: 'GET',
      url: `/api/employees/${employee.id}/summary?tz=0`,
      cookies,
    })
    expect(summary.status).toBe(200)
    expect(Object.keys(summary.body.week)).toEqual(['hours'])

    const sorted = await t.call({ method: 'GET', url: '/api/employees?sort=rate', cookies })
    expect(sorted.status).toBe(403)
    expect(sorted.body.error.code).toBe('FORBIDDEN')
  })

  it('gives the Owner and Office the pay rates and the earnings', async () => {
    const employee = t.seed.employees[0]!
    for (const role of ['Owner', 'Office'] as const) {
      const cookies = await t.signInAs(role)
      const one = await t.call({ method: 'GET', url: `/api/employees/${employee.id}`, cookies })
      expect(one.body.hourly_rate).toBe(employee.hourly_rate)
      const summary = await t.call({
        method: 'GET',
        url: `/api/employees/${employee.id}/summary?tz=0`,
        cookies,
      })
      expect(typeof summary.body.week.earnings).toBe('number')
      const sorted = await t.call({ method: 'GET', url: '/api/employees?sort=rate', cookies })
      expect(sorted.status).toBe(200)
      const rates = sorted.body.items.map((e: { hourly_rate: number }) => e.hourly_rate)
      expect(rates).toEqual([...rates].sort((a, b) => b - a))
    }
  })
})

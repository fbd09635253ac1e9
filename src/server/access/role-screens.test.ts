// What the screens of each role's own navigation ask the API for (issue #28, section 2): the names
// of their crews' members (never pay) and a Crew user's past jobs looked up by id. Each answer is
// what the role may read, not a 403 or an empty page where the screen shows a name.
import { describe, expect, it } from 'vitest'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

type Named = { id: string; name: string }

describe.each(testBackends())('the screens of a role on $name', (backend) => {
  const t = useTestApp(backend)

  /** A member of a crew that has a job before today, and that crew's jobs. */
  function crewWithPastJob() {
    for (const crew of t.seed.crews) {
      const employeeId = crew.members[0]
      if (!employeeId) continue
      const crewIds = t.seed.crews.filter((c) => c.members.includes(employeeId)).map((c) => c.id)
      const own = t.seed.jobs.filter(
        (j) => j.assigned_crew_id && crewIds.includes(j.assigned_crew_id),
      )
      const past = own.find((j) => j.date < NOW - 2 * 24 * 60 * 60 * 1000)
      if (past) return { employeeId, crewIds, own, past }
    }
    throw new Error('the sample data has no crew with a past job')
  }

  it('gives a Crew user their past jobs by id (the cards of their work orders and photos)', async () => {
    const { employeeId, own, past } = crewWithPastJob()
    const other = t.seed.jobs.find((j) => !own.includes(j))!
    const cookies = await t.signInAs('Crew', employeeId)
    const found = await t.call({
      method: 'GET',
      url: `/api/jobs?ids=${past.id},${other.id}`,
      cookies,
    })
    expect(found.status, JSON.stringify(found.body)).toBe(200)
    expect(found.body.items.map((j: { id: string }) => j.id)).toEqual([past.id])
    // The list itself still shows today and the coming week only.
    const list = await t.call({ method: 'GET', url: '/api/jobs?limit=100', cookies })
    expect(list.body.items.map((j: { id: string }) => j.id)).not.toContain(past.id)
  })

  it('names the members of the crews a role reads, without pay, and nobody else', async () => {
    const { employeeId, crewIds } = crewWithPastJob()
    const teammates = new Set(
      t.seed.crews.filter((c) => crewIds.includes(c.id)).flatMap((c) => c.members),
    )
    const crewCookies = await t.signInAs('Crew', employeeId)
    const theirs = await t.call({ method: 'GET', url: '/api/crew-members', cookies: crewCookies })
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200)
    expect(theirs.body.items.map((m: Named) => m.id).sort()).toEqual([...teammates].sort())
    for (const member of theirs.body.items as Named[]) {
      const employee = t.seed.employees.find((e) => e.id === member.id)!
      expect(member).toEqual({ id: employee.id, name: employee.name })
    }
    const stranger = t.seed.employees.find((e) => !teammates.has(e.id))
    if (stranger) {
      const asked = await t.call({
        method: 'GET',
        url: `/api/crew-members?ids=${stranger.id}`,
        cookies: crewCookies,
      })
      expect(asked.body.items).toEqual([])
    }

    const estimator = await t.signInAs('Estimator')
    const all = await t.call({ method: 'GET', url: '/api/crew-members', cookies: estimator })
    expect(all.status).toBe(200)
    const members = new Set(t.seed.crews.flatMap((c) => c.members))
    expect(all.body.items.map((m: Named) => m.id).sort()).toEqual([...members].sort())
    expect(all.body.items.every((m: object) => Object.keys(m).sort().join() === 'id,name')).toBe(
      true,
    )
  })
})

// CSV imports on the real databases, beyond the contract (src/contract/api/imports.ts): who may
// import and undo, what the audit log says, and the body size the server takes.
import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_ROWS } from '../../domain/imports/import-rows'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('CSV imports on $name', (backend) => {
  const t = useTestApp(backend)
  const rows = [{ name: 'Ivy Import', email: 'ivy.import@example.com', phone: '555-301-0001' }]
  const personsNamed = async (q: string) =>
    (await t.call({ method: 'GET', url: `/api/persons?q=${encodeURIComponent(q)}` })).body.total

  it('refuses a role without crm:write and writes nothing', async () => {
    const foreman = await t.signInAs('Foreman')
    const refused = await t.call({
      method: 'POST',
      url: '/api/imports/persons',
      cookies: foreman,
      payload: { rows },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('FORBIDDEN')
    expect(await personsNamed('Ivy Import')).toBe(0)

    const done = await t.call({ method: 'POST', url: '/api/imports/persons', payload: { rows } })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const undo = await t.call({
      method: 'POST',
      url: `/api/imports/${done.body.import.id}/undo`,
      cookies: foreman,
    })
    expect(undo.status).toBe(403)
    expect(await personsNamed('Ivy Import')).toBe(1)
  })

  it('lets an Estimator import and undo, and the audit log says so', async () => {
    const estimator = await t.signInAs('Estimator')
    const done = await t.call({
      method: 'POST',
      url: '/api/imports/persons',
      cookies: estimator,
      payload: { rows, file_name: 'jobber-clients.csv' },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const undo = await t.call({
      method: 'POST',
      url: `/api/imports/${done.body.import.id}/undo`,
      cookies: estimator,
    })
    expect(undo.status, JSON.stringify(undo.body)).toBe(200)
    const log = await t.call({ method: 'GET', url: '/api/audit-log?limit=5' })
    const summaries = log.body.items.map((e: { kind: string; summary: string }) => [
      e.kind,
      e.summary,
    ])
    expect(summaries).toContainEqual([
      'import',
      'Imported persons from jobber-clients.csv: 1 created, 0 updated, 0 skipped',
    ])
    expect(summaries).toContainEqual([
      'import-undo',
      'Undid the import of persons from jobber-clients.csv (1 created, 0 updated)',
    ])
    // A dry run changes nothing, so it is not logged.
    const imports = async () =>
      (await t.call({ method: 'GET', url: '/api/audit-log?kind=import' })).body.items.length
    const before = await imports()
    await t.call({ method: 'POST', url: '/api/imports/persons', payload: { rows, dry_run: true } })
    expect(await imports()).toBe(before)
  })

  it('takes a full import of long rows in one request (past the 1 MiB limit of other bodies)', async () => {
    const many = Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk${i}@example.com`,
      street: `${i} A Street With A Long Enough Name To Take Some Room`,
      city: 'Austin',
    }))
    const payload = JSON.stringify({ rows: many, dry_run: true })
    expect(payload.length).toBeGreaterThan(1024 * 1024)
    const res = await t.call({
      method: 'POST',
      url: '/api/imports/persons',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
    expect(res.body.created).toBe(MAX_IMPORT_ROWS)
  })
})

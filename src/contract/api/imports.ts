// The API contract for CSV imports: rows checked again on the server, duplicates skipped or
// updated, one import undone as a whole, and an undo refused once a record changed.
import { describe, expect, it } from 'vitest'
import { type ContractClient, expectError, seed } from './contract-helpers'

type Result = {
  import: { id: string; created: number; updated: number; skipped: number } | null
  created: number
  updated: number
  skipped: number
  rows: { row: number; action: string; reason?: string }[]
}

export function defineImportsContract(api: ContractClient): void {
  const existing = seed.persons[0]!
  /** Jobber-style mapped rows: new, invalid, duplicate of a stored person, duplicate within the file. */
  const rows = [
    {
      first_name: 'Ada',
      last_name: 'Import',
      email: 'ada.import@example.com',
      mobile: '(555) 201-0001',
      street: '1 Elm St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      tags: 'Residential; VIP',
    },
    { first_name: 'No', last_name: 'Email' },
    { name: 'Renamed By Import', email: existing.email.toUpperCase(), tags: 'Imported' },
    { name: 'Ada Again', email: 'other@example.com', phone: '+1 555 201 0001' },
  ]
  const importPersons = async (body: Record<string, unknown>) => {
    const res = await api.post('/api/imports/persons', { file_name: 'clients.csv', rows, ...body })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as Result
  }
  const findByEmail = async (email: string) =>
    (await api.list('/api/persons', { q: email })).items.find((p) => p.email === email)

  describe('CSV import', () => {
    it('skips invalid rows and duplicates, saying why, and creates the rest', async () => {
      const result = await importPersons({ on_duplicate: 'skip' })
      expect(result).toMatchObject({ created: 1, updated: 0, skipped: 3 })
      expect(result.rows).toEqual([
        { row: 3, action: 'skip', reason: 'Email is required' },
        { row: 4, action: 'skip', reason: `Already exists: Same email as ${existing.name}` },
        { row: 5, action: 'skip', reason: 'Same phone as row 2' },
      ])
      const ada = await findByEmail('ada.import@example.com')
      expect(ada).toMatchObject({
        name: 'Ada Import',
        phone: '(555) 201-0001',
        location: '1 Elm St, Austin, TX 78701',
        tags: ['Residential', 'VIP'],
      })
      expect(await api.one(`/api/persons/${existing.id}`)).toEqual(existing)
    })

    it('answers a dry run without writing anything', async () => {
      const result = await importPersons({ dry_run: true, on_duplicate: 'update' })
      expect(result).toMatchObject({ import: null, created: 1, updated: 1, skipped: 2 })
      expect(await findByEmail('ada.import@example.com')).toBeUndefined()
      expect(await api.one(`/api/persons/${existing.id}`)).toEqual(existing)
    })

    it('updates duplicates when asked, and undo puts everything back', async () => {
      const result = await importPersons({ on_duplicate: 'update' })
      expect(result).toMatchObject({ created: 1, updated: 1, skipped: 2 })
      const updated = await api.one(`/api/persons/${existing.id}`)
      expect(updated).toMatchObject({
        name: 'Renamed By Import',
        email: existing.email.toUpperCase(),
        tags: [...existing.tags, 'Imported'],
        version: existing.version + 1,
      })
      const listed = await api.get('/api/imports')
      expect(listed.status).toBe(200)
      expect((listed.body as { items: { id: string }[] }).items[0]?.id).toBe(result.import?.id)

      const undo = await api.post(`/api/imports/${result.import?.id}/undo`)
      expect(undo.status, JSON.stringify(undo.body)).toBe(200)
      expect(undo.body).toMatchObject({ id: result.import?.id, undone_at: expect.any(Number) })
      expect(await findByEmail('ada.import@example.com')).toBeUndefined()
      expect(await api.one(`/api/persons/${existing.id}`)).toEqual({
        ...existing,
        version: existing.version + 2,
      })
      expectError(await api.post(`/api/imports/${result.import?.id}/undo`), 409, 'CONFLICT')
    })

    it('refuses to undo an import once one of its records changed, and changes nothing', async () => {
      const result = await importPersons({ on_duplicate: 'skip' })
      const ada = await findByEmail('ada.import@example.com')
      await api.patch(`/api/persons/${ada?.id as string}`, { phone: '555-0000' })
      const error = expectError(
        await api.post(`/api/imports/${result.import?.id}/undo`),
        409,
        'CONFLICT',
      )
      expect(error.message).toBe(
        'This import can no longer be undone: 1 of its records changed since (Ada Import). Nothing was changed.',
      )
      expect(await findByEmail('ada.import@example.com')).toMatchObject({ phone: '555-0000' })
    })

    it('finds companies again by name', async () => {
      const company = seed.companies[0]!
      const res = await api.post('/api/imports/companies', {
        rows: [
          { name: ` ${company.name.toLowerCase()} ` },
          {
            name: 'Fresh Lawn Co',
            street: '9 Oak Rd',
            city: 'Austin',
            website: 'freshlawn.example',
          },
        ],
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body).toMatchObject({ created: 1, skipped: 1 })
      const fresh = (await api.list('/api/companies', { q: 'Fresh Lawn' })).items[0]
      expect(fresh).toMatchObject({
        sites: ['9 Oak Rd, Austin'],
        website: 'https://freshlawn.example',
      })
    })

    it('refuses a body that is not rows of known fields, and too many rows', async () => {
      expectError(
        await api.post('/api/imports/persons', { rows: [{ salary: '1' }] }),
        400,
        'VALIDATION',
      )
      expectError(await api.post('/api/imports/persons', { rows: [] }), 400, 'VALIDATION')
      const tooMany = Array.from({ length: 10_001 }, () => ({ name: 'x' }))
      const error = expectError(
        await api.post('/api/imports/persons', { rows: tooMany }),
        400,
        'VALIDATION',
      )
      expect(error.message).toContain('at most 10,000 rows')
      expectError(
        await api.post('/api/imports/deadbeef-0000-4000-8000-000000000000/undo'),
        404,
        'NOT_FOUND',
      )
    })
  })
}

// The API contract for the lists' CSV exports: the same rows as the list for the same query, in its
// order, every text cell safe to open in a spreadsheet, and a bad query refused.
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { type ContractClient, expectError } from './contract-helpers'

/** The export's rows (header first) as cells, the byte order mark checked and dropped. */
async function exportedRows(
  api: ContractClient,
  path: string,
  query: Record<string, string> = {},
): Promise<string[][]> {
  const res = await api.send({ method: 'GET', path, query, as: 'blob' })
  expect(res.status).toBe(200)
  const blob = res.body as Blob
  expect(blob.type).toMatch(/^text\/csv/)
  const bytes = new Uint8Array(await blob.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes), { skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

export function defineCsvExportContract(api: ContractClient): void {
  describe('CSV export', () => {
    it('writes the rows the list shows for the same search, in its order', async () => {
      const listed = await api.all('/api/persons', { q: 'a', sort: 'newest' })
      expect(listed.length).toBeGreaterThan(1)
      const [header, ...rows] = await exportedRows(api, '/api/persons/export.csv', {
        q: 'a',
        sort: 'newest',
      })
      expect(header?.slice(0, 3)).toEqual(['id', 'name', 'email'])
      expect(rows.map((r) => r[0])).toEqual(listed.map((p) => p.id))
    })

    it('follows the filter of a tab (overdue invoices) and dates are ISO', async () => {
      const listed = await api.all('/api/invoices', { filter: 'overdue' })
      const [header, ...rows] = await exportedRows(api, '/api/invoices/export.csv', {
        filter: 'overdue',
      })
      expect(rows.map((r) => r[0])).toEqual(listed.map((i) => i.id))
      const due = header?.indexOf('due_date') ?? -1
      for (const [i, row] of rows.entries()) {
        expect(row[due]).toBe(new Date(listed[i]?.due_date as number).toISOString())
      }
    })

    it('neutralises cells a spreadsheet would run as a formula', async () => {
      const created = await api.post('/api/persons', {
        name: '=HYPERLINK("http://evil.test","Click")',
        email: 'formula@example.com',
        phone: '+1 555 0100',
        location: '@SUM(1+1)',
      })
      expect(created.status).toBe(201)
      const [header, ...rows] = await exportedRows(api, '/api/persons/export.csv', {
        q: 'formula@example.com',
      })
      expect(rows).toHaveLength(1)
      const cell = (field: string) => rows[0]?.[header?.indexOf(field) ?? -1]
      expect(cell('name')).toBe(`'=HYPERLINK("http://evil.test","Click")`)
      expect(cell('phone')).toBe(`'+1 555 0100`)
      expect(cell('location')).toBe(`'@SUM(1+1)`)
      expect(cell('email')).toBe('formula@example.com')
    })

    it('refuses a list query the list refuses', async () => {
      const res = await api.get('/api/jobs/export.csv', { filter: 'nonsense' })
      expectError(res, 400, 'VALIDATION')
    })
  })
}

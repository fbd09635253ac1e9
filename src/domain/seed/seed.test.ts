import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountPaid } from '../billing/invoice'
import { effectiveInvoiceStatus } from '../billing/invoice-status'
import { referencesFrom, resources } from '../resources'
import { estimateTotals } from '../sales/estimate-totals'
import { idSchema } from '../shared/fields'
import { activityEntrySchema } from '../tools/activity'
import { planSchema } from '../tools/plan'
import { generateSeed, type SeedData } from './seed'

const NOW = Date.UTC(2026, 2, 10, 15, 30)
const DAY = 86_400_000
const seed = generateSeed(NOW)

type Row = Record<string, unknown> & { id: string }
const rowsOf = (data: SeedData, name: string) => data[name as keyof SeedData] as unknown as Row[]

describe('generateSeed', () => {
  it('has the counts of the spec', () => {
    const counts = Object.fromEntries(resources.map((r) => [r.name, rowsOf(seed, r.name).length]))
    expect(counts).toMatchObject({
      persons: 20,
      companies: 12,
      employees: 6,
      contractors: 4,
      crews: 4,
      jobs: 18,
      'work-orders': 10,
      leads: 15,
      estimates: 10,
      invoices: 12,
      payments: 8,
      media: 24,
      templates: 3,
      forms: 3,
      messages: 6,
      'team-chats': 3,
    })
    expect(seed.notes.length).toBeGreaterThan(0)
    expect(seed.submissions.length).toBeGreaterThan(0)
  })

  it('pays employees 24 plus their index per hour', () => {
    expect(seed.employees.map((e) => e.hourly_rate)).toEqual([24, 25, 26, 27, 28, 29])
  })

  it('has the three demo templates', () => {
    expect(seed.templates.map((t) => t.name)).toEqual([
      'Commercial Properties',
      'Commercial Projects',
      'Landscaping Templates',
    ])
  })

  it('starts on the free plan', () => {
    expect(seed.plan).toEqual({ tier: 'Free', used: 0, limit: 100 })
    expect(planSchema.safeParse(seed.plan).success).toBe(true)
  })

  it('has one activity entry, 0 to 3, for each of the last 365 days up to today', () => {
    expect(seed.activity).toHaveLength(365)
    for (const entry of seed.activity) {
      expect(activityEntrySchema.safeParse(entry).success).toBe(true)
      expect(entry.count).toBeGreaterThanOrEqual(0)
      expect(entry.count).toBeLessThanOrEqual(3)
    }
    expect(seed.activity.at(-1)?.dateISO).toBe('2026-03-10')
    expect(seed.activity[0]?.dateISO).toBe('2025-03-11')
    const days = seed.activity.map((e) => Date.parse(`${e.dateISO}T00:00:00Z`))
    days.slice(1).forEach((day, i) => expect(day - (days[i] ?? 0)).toBe(DAY))
  })

  it('gives rows that each parse with their resource schema, for any now', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (now) => {
        const data = generateSeed(now)
        for (const resource of resources) {
          for (const row of rowsOf(data, resource.name)) {
            const result = resource.schema.safeParse(row)
            expect(result.error?.issues ?? [], `${resource.name} ${row.id}`).toEqual([])
          }
        }
      }),
      { numRuns: 20 },
    )
  })

  it('gives the same data for the same now', () => {
    expect(generateSeed(NOW)).toEqual(seed)
    expect(generateSeed(NOW + DAY).persons[0]?.id).toBe(seed.persons[0]?.id)
    expect(generateSeed(NOW, 1).persons[0]?.id).not.toBe(seed.persons[0]?.id)
  })

  it('uses unique uuids for every row', () => {
    const ids = resources.flatMap((r) => rowsOf(seed, r.name).map((row) => row.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(idSchema.safeParse(id).success, id).toBe(true)
  })
})

describe('seed references', () => {
  it('points every reference at an existing row', () => {
    // Collections the sample leaves empty on purpose (the Schedule tab starts empty, SPEC section 2).
    const emptyInSeed = new Set(['shifts', 'job-series'])
    // References the sample leaves unset on purpose: its one user is the Owner, no employee.
    const unsetInSeed = new Set(['users.employee_id', 'jobs.series_id'])
    for (const resource of resources) {
      if (emptyInSeed.has(resource.name)) {
        expect(rowsOf(seed, resource.name)).toEqual([])
        continue
      }
      for (const ref of referencesFrom(resource.name)) {
        const targets = new Set(rowsOf(seed, ref.target).map((r) => r.id))
        const values = rowsOf(seed, resource.name).flatMap((row) => {
          const value = row[ref.field]
          return ref.isArray ? (value as string[]) : value === null ? [] : [value as string]
        })
        const key = `${resource.name}.${ref.field}`
        if (unsetInSeed.has(key)) expect(values, `${key} is set`).toEqual([])
        else expect(values.length, `${key} is never set`).toBeGreaterThan(0)
        for (const value of values) {
          expect(targets.has(value), `${resource.name}.${ref.field} = ${value}`).toBe(true)
        }
      }
    }
  })

  it('checks the references the spec names', () => {
    const ids = (name: string) => new Set(rowsOf(seed, name).map((r) => r.id))
    const persons = ids('persons')
    const jobs = ids('jobs')
    expect(seed.jobs.every((j) => persons.has(j.client_person_id))).toBe(true)
    expect(seed.estimates.every((e) => persons.has(e.client_person_id))).toBe(true)
    expect(seed.invoices.every((i) => persons.has(i.client_person_id))).toBe(true)
    expect(seed.invoices.every((i) => i.job_id === null || jobs.has(i.job_id))).toBe(true)
    expect(seed.payments.every((p) => p.invoice_id && ids('invoices').has(p.invoice_id))).toBe(true)
    expect(seed['work-orders'].every((w) => jobs.has(w.job_id))).toBe(true)
    expect(seed.crews.every((c) => c.members.every((m) => ids('employees').has(m)))).toBe(true)
    expect(seed.companies.every((c) => c.primary_contact && persons.has(c.primary_contact))).toBe(
      true,
    )
    expect(seed.leads.every((l) => persons.has(l.person_id))).toBe(true)
  })

  it('bills an invoice with a job to that job’s client', () => {
    const jobById = new Map(seed.jobs.map((j) => [j.id, j]))
    for (const invoice of seed.invoices) {
      if (invoice.job_id === null) continue
      expect(invoice.client_person_id, invoice.number).toBe(
        jobById.get(invoice.job_id)?.client_person_id,
      )
    }
  })
})

describe('seed invoices and payments', () => {
  it('has overdue invoices due 7 days ago and the others due in 7 days', () => {
    const overdue = seed.invoices.filter((i) => i.status === 'Overdue')
    expect(overdue.length).toBeGreaterThan(0)
    for (const invoice of seed.invoices) {
      expect(invoice.due_date).toBe(invoice.status === 'Overdue' ? NOW - 7 * DAY : NOW + 7 * DAY)
      expect(effectiveInvoiceStatus(invoice, NOW)).toBe(invoice.status)
    }
  })

  it('pays each Paid invoice in full and no other invoice in full', () => {
    for (const invoice of seed.invoices) {
      const paid = amountPaid(seed.payments.filter((p) => p.invoice_id === invoice.id))
      if (invoice.status === 'Paid') expect(paid, invoice.number).toBe(invoice.amount)
      else expect(paid, invoice.number).toBeLessThan(invoice.amount)
    }
  })

  it('numbers invoices uniquely', () => {
    const numbers = seed.invoices.map((i) => i.number)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(numbers[0]).toBe('INV-2026-001')
  })
})

describe('seed estimates', () => {
  it('stores totals that match the line items', () => {
    for (const estimate of seed.estimates) {
      expect(estimate.line_items.length).toBeGreaterThan(0)
      const { subtotal, tax, total } = estimate
      expect({ subtotal, tax, total }).toEqual(estimateTotals(estimate.line_items))
    }
  })
})

describe('seed media', () => {
  it('draws every photo as a data: URL with nothing to download', () => {
    for (const media of seed.media) {
      expect(media.url.startsWith('data:image/svg+xml,')).toBe(true)
      const svg = decodeURIComponent(media.url.slice('data:image/svg+xml,'.length))
      const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '')
      expect(withoutNamespace).not.toMatch(/https?:|\/\/|href|<image/i)
    }
  })

  it('links no other field to an external host', () => {
    const { media, companies, ...rest } = seed
    expect(media.length).toBe(24)
    expect(JSON.stringify(rest)).not.toMatch(/https?:\/\//)
    // A company's website is only a link a person may follow, on the reserved example.com domain.
    const withoutWebsites = companies.map(({ website, ...company }) => {
      expect(website).toMatch(/^(https:\/\/[a-z0-9]+\.example\.com)?$/)
      return company
    })
    expect(JSON.stringify(withoutWebsites)).not.toMatch(/https?:\/\//)
  })
})

import { describe, expect, it } from 'vitest'
import { matches } from '../shared/condition'
import {
  companyContactIds,
  companyResource,
  companySchema,
  createCompanyInput,
  type Company,
  WEBSITE_MESSAGE,
} from './company'
import { companyJobsCondition, companyRevenueCondition } from './company-stats'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const C = '00000000-0000-4000-8000-00000000000c'
const ctx = { now: 0, newId: () => '00000000-0000-4000-8000-0000000000c0' }

function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: '00000000-0000-4000-8000-0000000000c0',
    name: 'Summit Property Group',
    primary_contact: A,
    contacts: [B],
    sites: ['100 Oak St'],
    notes: '',
    website: '',
    version: 1,
    ...overrides,
  }
}

describe('createCompanyInput', () => {
  it('needs a name only', () => {
    expect(createCompanyInput.parse({ name: ' Summit ' })).toEqual({
      name: 'Summit',
      primary_contact: null,
      contacts: [],
      sites: [],
      notes: '',
      website: '',
    })
    expect(createCompanyInput.safeParse({ name: '' }).success).toBe(false)
  })

  it('takes a website as people type it and stores it as an https URL', () => {
    const website = (text: string) => createCompanyInput.parse({ name: 'S', website: text }).website
    expect(website(' summitpg.com ')).toBe('https://summitpg.com')
    expect(website('www.summitpg.com/contact')).toBe('https://www.summitpg.com/contact')
    expect(website('http://summitpg.com')).toBe('http://summitpg.com')
    expect(website('')).toBe('')
  })

  it.each(['summit', 'https://summit pg.com', 'ftp://summitpg.com', 'javascript:alert(1)'])(
    'refuses %j as a website with a clear message',
    (text) => {
      const result = createCompanyInput.safeParse({ name: 'S', website: text })
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['website'], message: WEBSITE_MESSAGE }),
      ])
    },
  )

  it('cleans the sites: trimmed, blanks and repeats dropped', () => {
    const input = createCompanyInput.parse({
      name: 'Summit',
      sites: [' 100 Oak St ', '', '100 oak st', '5 Elm Dr'],
    })
    expect(input.sites).toEqual(['100 Oak St', '5 Elm Dr'])
  })
})

describe('companySchema', () => {
  it('reads a row stored before companies had a website', () => {
    const { website: _, ...stored } = makeCompany()
    expect(companySchema.parse(stored).website).toBe('')
  })
})

describe('companyResource', () => {
  it('does not list the primary contact again among the other contacts', () => {
    const input = createCompanyInput.parse({
      name: 'Summit',
      primary_contact: A,
      contacts: [A, B, B],
    })
    expect(companyResource.build(input, ctx)).toMatchObject({ primary_contact: A, contacts: [B] })
    const patched = companyResource.applyPatch(makeCompany(), { primary_contact: B }, ctx)
    expect(patched).toMatchObject({ primary_contact: B, contacts: [] })
  })

  it('reads rows stored before contacts existed', () => {
    const { contacts: _c, ...old } = makeCompany()
    expect(companySchema.parse(old).contacts).toEqual([])
  })
})

describe('companyContactIds', () => {
  it('is the primary contact first, then the others, each once', () => {
    expect(companyContactIds(makeCompany({ contacts: [B, A, C] }))).toEqual([A, B, C])
    expect(companyContactIds(makeCompany({ primary_contact: null, contacts: [] }))).toEqual([])
  })
})

describe('company stats conditions', () => {
  it("select the contacts' jobs and their Paid invoices", () => {
    const company = makeCompany()
    const jobs = companyJobsCondition(company)
    const revenue = companyRevenueCondition(company)
    if (!jobs || !revenue) throw new Error('expected conditions')
    expect(matches({ client_person_id: B }, jobs)).toBe(true)
    expect(matches({ client_person_id: C }, jobs)).toBe(false)
    expect(matches({ client_person_id: A, status: 'Paid' }, revenue)).toBe(true)
    expect(matches({ client_person_id: A, status: 'Overdue' }, revenue)).toBe(false)
    expect(companyJobsCondition(makeCompany({ primary_contact: null, contacts: [] }))).toBeNull()
  })
})

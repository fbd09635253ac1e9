import { describe, expect, it } from 'vitest'
import { jobSchema } from '../projects/job'
import { AppError } from '../shared/app-error'
import type { Lead } from './lead'
import { leadSchema } from './lead'
import {
  canConvertLead,
  convertLeadInput,
  convertLeadToJob,
  defaultJobAddress,
} from './lead-convert'

const NOW = Date.UTC(2026, 10, 23, 15)
const JOB_ID = '00000000-0000-4000-8000-0000000000aa'
const ctx = { now: NOW, newId: () => JOB_ID }

function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Patio for Brown',
    source: 'Referral',
    stage: 'Quoted',
    person_id: '00000000-0000-4000-8000-000000000002',
    value: 4500,
    job_id: null,
    created_at: NOW - 86_400_000,
    version: 3,
    ...overrides,
  }
}

describe('convertLeadToJob', () => {
  it("makes a Scheduled job for the lead's person, named after the lead, and marks the lead Won", () => {
    const { job, lead } = convertLeadToJob(makeLead(), { location: 'Austin, TX' }, {}, ctx)
    expect(job).toEqual({
      id: JOB_ID,
      title: 'Patio for Brown',
      client_person_id: '00000000-0000-4000-8000-000000000002',
      address: 'Austin, TX',
      date: NOW,
      status: 'Scheduled',
      assigned_crew_id: null,
      photos: [],
      notes: 'From lead: Patio for Brown (source: Referral)',
      crew_instructions: '',
      route_order: null,
      duration_minutes: 60,
      series_id: null,
      series_occurrence: null,
      created_at: NOW,
    })
    expect(jobSchema.safeParse({ ...job, version: 1 }).success).toBe(true)
    expect(lead).toEqual(makeLead({ stage: 'Won', job_id: JOB_ID }))
    expect(leadSchema.safeParse(lead).success).toBe(true)
  })

  it('uses the title, address and date the user gives', () => {
    const input = convertLeadInput.parse({
      title: ' Patio install ',
      address: '12 Oak St',
      date: NOW + 3 * 86_400_000,
    })
    const { job } = convertLeadToJob(makeLead(), { location: 'Austin, TX' }, input, ctx)
    expect(job).toMatchObject({
      title: 'Patio install',
      address: '12 Oak St',
      date: NOW + 3 * 86_400_000,
    })
  })

  it('converts from every open stage', () => {
    for (const stage of ['New', 'Contacted', 'Quoted'] as const) {
      expect(canConvertLead({ stage })).toBe(true)
      expect(convertLeadToJob(makeLead({ stage }), null, {}, ctx).lead.stage).toBe('Won')
    }
  })

  it('refuses a Won or Lost lead with INVALID_STATE and a reason', () => {
    const cases: [Partial<Lead>, string][] = [
      [{ stage: 'Won', job_id: JOB_ID }, 'This lead was already converted to a job'],
      [{ stage: 'Won' }, 'This lead is already Won: reopen it as New to convert it'],
      [{ stage: 'Lost' }, 'A Lost lead cannot be converted: reopen it as New first'],
    ]
    for (const [overrides, message] of cases) {
      const lead = makeLead(overrides)
      expect(canConvertLead(lead)).toBe(false)
      const attempt = () => convertLeadToJob(lead, null, {}, ctx)
      expect(attempt).toThrowError(AppError)
      expect(attempt).toThrowError(expect.objectContaining({ code: 'INVALID_STATE', message }))
    }
  })
})

describe('defaultJobAddress', () => {
  it("is the person's location, or TBD without one", () => {
    expect(defaultJobAddress({ location: ' Round Rock, TX ' })).toBe('Round Rock, TX')
    expect(defaultJobAddress({ location: '  ' })).toBe('TBD')
    expect(defaultJobAddress(null)).toBe('TBD')
  })
})

describe('convertLeadInput', () => {
  it('is all optional but refuses blanks and unknown keys', () => {
    expect(convertLeadInput.parse({})).toEqual({})
    expect(convertLeadInput.safeParse({ title: '  ' }).success).toBe(false)
    expect(convertLeadInput.safeParse({ address: '' }).success).toBe(false)
    expect(convertLeadInput.safeParse({ date: -5 }).success).toBe(false)
    expect(convertLeadInput.safeParse({ crew: 'x' }).success).toBe(false)
  })
})

// Convert to Job for a lead: a Scheduled job for the lead's contact person, and the lead marked Won
// and linked to that job. The user may set the job's title, address and date; by default the job is
// named after the lead, goes to the person's location (or 'TBD') and is dated now.
import { z } from 'zod'
import { DEFAULT_DURATION_MINUTES, type Job } from '../projects/job'
import { AppError } from '../shared/app-error'
import type { RuleContext } from '../shared/context'
import { epochMsSchema, requiredText } from '../shared/fields'
import { moveLead, type Lead } from './lead'

export const convertLeadInput = z
  .object({
    title: requiredText('Title').optional(),
    address: requiredText('Address', 300).optional(),
    date: epochMsSchema.optional(),
  })
  .strict()
export type ConvertLeadInput = z.input<typeof convertLeadInput>

export const LEAD_CONVERTED = {
  title: 'Job created',
  description: 'Lead converted to job and marked Won',
}

/** The address a converted lead's job gets unless the user gives one. */
export function defaultJobAddress(person: { location: string } | null): string {
  return person?.location.trim() || 'TBD'
}

export function canConvertLead(lead: Pick<Lead, 'stage'>): boolean {
  return lead.stage !== 'Won' && lead.stage !== 'Lost'
}

export function convertLeadToJob(
  lead: Lead,
  person: { location: string } | null,
  input: z.output<typeof convertLeadInput>,
  { now, newId }: RuleContext,
): { job: Omit<Job, 'version'>; lead: Lead } {
  if (lead.stage === 'Won') {
    throw new AppError(
      'INVALID_STATE',
      lead.job_id
        ? 'This lead was already converted to a job'
        : 'This lead is already Won: reopen it as New to convert it',
    )
  }
  if (lead.stage === 'Lost') {
    throw new AppError('INVALID_STATE', 'A Lost lead cannot be converted: reopen it as New first')
  }
  const job: Omit<Job, 'version'> = {
    id: newId(),
    title: input.title ?? lead.name,
    client_person_id: lead.person_id,
    address: input.address ?? defaultJobAddress(person),
    date: input.date ?? now,
    status: 'Scheduled',
    assigned_crew_id: null,
    photos: [],
    notes: `From lead: ${lead.name} (source: ${lead.source})`,
    crew_instructions: '',
    route_order: null,
    duration_minutes: DEFAULT_DURATION_MINUTES,
    series_id: null,
    series_occurrence: null,
    created_at: now,
  }
  return { job, lead: { ...moveLead(lead, 'Won'), job_id: job.id } }
}

import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { eq } from '../shared/condition'
import { idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const crewSchema = z.object({
  id: idSchema,
  name: z.string(),
  members: z.array(idSchema),
  on_site_now: z.boolean(),
  /** The member who leads the crew (issue #32), or null. Added after the first release, so rows
   * stored before lack it. */
  lead_employee_id: idSchema.nullable().default(null),
  version: versionSchema,
})
export type Crew = z.infer<typeof crewSchema>

export const LEAD_NOT_MEMBER_MESSAGE = 'The lead must be a member of the crew'

const fields = {
  name: requiredText('Name'),
  members: z
    .array(idSchema)
    .max(100, 'At most 100 members')
    .transform((ids) => [...new Set(ids)]),
  on_site_now: z.boolean({ message: 'on_site_now must be true or false' }),
  lead_employee_id: idSchema.nullable(),
}

export const createCrewInput = z
  .object({
    ...fields,
    members: fields.members.default([]),
    on_site_now: fields.on_site_now.default(false),
    lead_employee_id: fields.lead_employee_id.default(null),
  })
  .strict()
export const patchCrewInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()
export type PatchCrewInput = z.output<typeof patchCrewInput>

/** A lead named by the change must be one of the crew's members. */
function refuseLeadOutsideCrew(crew: Pick<Crew, 'members' | 'lead_employee_id'>): void {
  if (crew.lead_employee_id !== null && !crew.members.includes(crew.lead_employee_id)) {
    throw new AppError('VALIDATION', LEAD_NOT_MEMBER_MESSAGE, {
      lead_employee_id: LEAD_NOT_MEMBER_MESSAGE,
    })
  }
}

/**
 * A crew changed by `patch`: a lead the patch names must be a member (refused otherwise); a lead the
 * patch does not name stops being the lead when the patch takes them out of the members.
 */
export function patchCrew(crew: Crew, patch: PatchCrewInput): Omit<Crew, 'version'> {
  const next = mergePatch(crew, patch)
  if (patch.lead_employee_id !== undefined) {
    refuseLeadOutsideCrew(next)
    return next
  }
  const leadLeft = next.lead_employee_id !== null && !next.members.includes(next.lead_employee_id)
  return leadLeft ? { ...next, lead_employee_id: null } : next
}

export const crewResource = defineResource({
  name: 'crews',
  label: 'Crew',
  schema: crewSchema,
  createInput: createCrewInput,
  patchInput: patchCrewInput,
  build: (input, { newId }) => {
    refuseLeadOutsideCrew(input)
    return { id: newId(), ...input }
  },
  applyPatch: patchCrew,
  list: {
    search: ['name'],
    filters: { active: () => eq('on_site_now', true) },
    fields: {},
    sorts: { name: { field: 'name', direction: 'asc', kind: 'text' } },
    defaultSort: 'name',
  },
  referencedBy: [
    { collection: 'jobs', field: 'assigned_crew_id', onDelete: 'setNull' },
    { collection: 'job-series', field: 'assigned_crew_id', onDelete: 'setNull' },
  ],
})

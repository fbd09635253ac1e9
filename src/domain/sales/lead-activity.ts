// What happened with a lead: calls, emails, meetings, site visits. Logged from the lead's Activity
// tab; together with the lead's notes they make its Interactions count.
import { z } from 'zod'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const leadActivityTypes = ['Call', 'Email', 'Meeting', 'Site Visit', 'Other'] as const
export type LeadActivityType = (typeof leadActivityTypes)[number]

export const leadActivitySchema = z.object({
  id: idSchema,
  lead_id: idSchema,
  type: z.enum(leadActivityTypes),
  summary: z.string(),
  /** When it happened (may be earlier than when it was logged). */
  occurred_at: epochMsSchema,
  created_at: epochMsSchema,
  version: versionSchema,
})
export type LeadActivity = z.infer<typeof leadActivitySchema>

const fields = {
  type: z.enum(leadActivityTypes, {
    message: `Type must be one of: ${leadActivityTypes.join(', ')}`,
  }),
  summary: requiredText('Summary', 2000),
  occurred_at: epochMsSchema,
}

export const createLeadActivityInput = z
  .object({
    lead_id: idSchema,
    type: fields.type.default('Call'),
    summary: fields.summary,
    occurred_at: fields.occurred_at.optional(),
  })
  .strict()
export type CreateLeadActivityInput = z.input<typeof createLeadActivityInput>

export const patchLeadActivityInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

export const leadActivityResource = defineResource({
  name: 'lead-activities',
  label: 'Lead activity',
  schema: leadActivitySchema,
  createInput: createLeadActivityInput,
  patchInput: patchLeadActivityInput,
  build: (input, { now, newId }) => ({
    id: newId(),
    lead_id: input.lead_id,
    type: input.type,
    summary: input.summary,
    occurred_at: input.occurred_at ?? now,
    created_at: now,
  }),
  applyPatch: (activity, patch) => mergePatch(activity, patch),
  list: {
    search: ['summary'],
    filters: {},
    fields: { lead_id: 'uuid', type: 'text' },
    sorts: { recent: { field: 'occurred_at', direction: 'desc', kind: 'number' } },
    defaultSort: 'recent',
  },
  referencedBy: [],
})

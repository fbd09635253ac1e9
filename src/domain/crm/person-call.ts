// The call log of a person (the Calls tab): who called whom, how it went, and what was said.
import { z } from 'zod'
import { epochMsSchema, idSchema, longText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const callDirections = ['Outbound', 'Inbound'] as const
export type CallDirection = (typeof callDirections)[number]
export const callOutcomes = ['Connected', 'Voicemail', 'No answer'] as const
export type CallOutcome = (typeof callOutcomes)[number]

export const personCallSchema = z.object({
  id: idSchema,
  person_id: idSchema,
  direction: z.enum(callDirections),
  outcome: z.enum(callOutcomes),
  summary: z.string(),
  /** When the call took place. */
  occurred_at: epochMsSchema,
  created_at: epochMsSchema,
  version: versionSchema,
})
export type PersonCall = z.infer<typeof personCallSchema>

const fields = {
  direction: z.enum(callDirections, {
    message: `Direction must be one of: ${callDirections.join(', ')}`,
  }),
  outcome: z.enum(callOutcomes, { message: `Outcome must be one of: ${callOutcomes.join(', ')}` }),
  summary: longText('Summary'),
  occurred_at: epochMsSchema,
}

export const createPersonCallInput = z
  .object({
    person_id: idSchema,
    direction: fields.direction.default('Outbound'),
    outcome: fields.outcome.default('Connected'),
    summary: fields.summary.default(''),
    occurred_at: fields.occurred_at.optional(),
  })
  .strict()
export type CreatePersonCallInput = z.input<typeof createPersonCallInput>

export const patchPersonCallInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

export const personCallResource = defineResource({
  name: 'person-calls',
  label: 'Call',
  schema: personCallSchema,
  createInput: createPersonCallInput,
  patchInput: patchPersonCallInput,
  build: (input, { now, newId }) => ({
    id: newId(),
    person_id: input.person_id,
    direction: input.direction,
    outcome: input.outcome,
    summary: input.summary,
    occurred_at: input.occurred_at ?? now,
    created_at: now,
  }),
  applyPatch: (call, patch) => mergePatch(call, patch),
  list: {
    search: ['summary'],
    filters: {},
    fields: { person_id: 'uuid', direction: 'text', outcome: 'text' },
    sorts: { recent: { field: 'occurred_at', direction: 'desc', kind: 'number' } },
    defaultSort: 'recent',
  },
  referencedBy: [],
})

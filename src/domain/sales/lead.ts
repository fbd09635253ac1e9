import { z } from 'zod'
import { AppError } from '../shared/app-error'
import {
  epochMsSchema,
  idSchema,
  moneySchema,
  requiredText,
  shortText,
  versionSchema,
} from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const leadStages = ['New', 'Contacted', 'Quoted', 'Won', 'Lost'] as const
export type LeadStage = (typeof leadStages)[number]

/** The create form offers only these, default New (SPEC section 4). */
export const newLeadStages = ['New', 'Contacted', 'Quoted'] as const

/** Form options, default Website; the seed also uses Web and Phone. */
export const leadSourceOptions = [
  'Website',
  'Referral',
  'Cold Call',
  'Social Media',
  'Other',
] as const

/** SPEC section 5: a new lead needs a name and a contact person. */
export const LEAD_REQUIRED_MESSAGE = 'Please fill all required fields'

export function isClosedStage(stage: LeadStage): boolean {
  return stage === 'Won' || stage === 'Lost'
}

/**
 * Open leads move freely between New, Contacted and Quoted and can be closed as Won or Lost;
 * a closed lead can only be reopened as New.
 */
export function canMoveLead(from: LeadStage, to: LeadStage): boolean {
  if (from === to) return false
  if (isClosedStage(from)) return to === 'New'
  return true
}

/** The stages a lead in `stage` may move to, in pipeline order. */
export function nextLeadStages(stage: LeadStage): LeadStage[] {
  return leadStages.filter((to) => canMoveLead(stage, to))
}

export function moveLead<L extends { stage: LeadStage }>(lead: L, to: LeadStage): L {
  if (!canMoveLead(lead.stage, to)) {
    throw new AppError('INVALID_STATE', `A ${lead.stage} lead cannot move to ${to}`)
  }
  return { ...lead, stage: to }
}

export const leadSchema = z.object({
  id: idSchema,
  name: z.string(),
  source: z.string(),
  stage: z.enum(leadStages),
  person_id: idSchema,
  // Added after the first release: rows stored before have neither, so both default.
  /** What the work is expected to be worth, in dollars (the Potential Value tile). */
  value: z.number().default(0),
  /** The job this lead was converted to; null until then (and again if that job is deleted). */
  job_id: idSchema.nullable().default(null),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type Lead = z.infer<typeof leadSchema>

const valueInput = moneySchema.max(99_999_999.99, 'Potential value is too large')

export const createLeadInput = z
  .object({
    name: requiredText('Name'),
    person_id: idSchema,
    stage: z
      .enum(newLeadStages, { message: `Stage must be one of: ${newLeadStages.join(', ')}` })
      .default('New'),
    source: requiredText('Source', 50).default('Website'),
    value: valueInput.default(0),
  })
  .strict()
export type CreateLeadInput = z.input<typeof createLeadInput>

export const patchLeadInput = z
  .object({
    name: requiredText('Name'),
    person_id: idSchema,
    stage: z.enum(leadStages, { message: `Stage must be one of: ${leadStages.join(', ')}` }),
    source: shortText('Source', 50),
    value: valueInput,
    version: versionSchema,
  })
  .partial()
  .strict()
export type PatchLeadInput = z.input<typeof patchLeadInput>

export const leadResource = defineResource({
  name: 'leads',
  label: 'Lead',
  schema: leadSchema,
  createInput: createLeadInput,
  patchInput: patchLeadInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, job_id: null, created_at: now }),
  applyPatch: (lead, patch) => {
    const moved = patch.stage && patch.stage !== lead.stage ? moveLead(lead, patch.stage) : lead
    return mergePatch(moved, patch)
  },
  list: {
    search: ['name', 'source'],
    filters: {
      open: () => ({ op: 'notIn', field: 'stage', values: ['Won', 'Lost'] }),
    },
    fields: { stage: 'text', source: 'text', person_id: 'uuid', job_id: 'uuid' },
    sorts: {
      newest: { field: 'created_at', direction: 'desc', kind: 'number' },
      name: { field: 'name', direction: 'asc', kind: 'text' },
      value: { field: 'value', direction: 'desc', kind: 'number' },
    },
    defaultSort: 'newest',
  },
  referencedBy: [
    { collection: 'lead-activities', field: 'lead_id', onDelete: 'cascade' },
    { collection: 'lead-notes', field: 'lead_id', onDelete: 'cascade' },
    { collection: 'lead-documents', field: 'lead_id', onDelete: 'cascade' },
  ],
})

// The lead form's values, shared by New Lead and Edit Lead, and their mapping to the API's input,
// checked with the domain's lead schemas.
import { z } from 'zod'
import {
  createLeadInput,
  leadSourceOptions,
  newLeadStages,
  patchLeadInput,
  type Lead,
} from '../../../domain/sales/lead'
import { idSchema } from '../../../domain/shared/fields'

export type LeadFormValues = {
  name: string
  /** '' until a contact person is picked */
  person_id: string
  stage: 'New' | 'Contacted' | 'Quoted'
  source: string
  /** Dollars as typed; blank means 0. */
  value: string
}

export const leadFieldNames = ['name', 'person_id', 'stage', 'source', 'value'] as const

export function leadFormValues(lead?: Lead, personId = ''): LeadFormValues {
  return {
    name: lead?.name ?? '',
    person_id: lead?.person_id ?? personId,
    stage: 'New',
    source: lead?.source ?? 'Website',
    value: lead && lead.value > 0 ? String(lead.value) : '',
  }
}

/** The form's source choices, plus a lead's own source when it is another one (the seed's Web, Phone). */
export function sourceChoices(current?: string): string[] {
  const options: string[] = [...leadSourceOptions]
  if (current && !options.includes(current)) options.push(current)
  return options
}

/** Blank is 0; otherwise dollars rounded to cents, NaN when not an amount of at least 0. */
export function leadValueFromForm(text: string): number {
  if (!text.trim()) return 0
  const n = Number(text)
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : Number.NaN
}

const formObject = z.object({
  name: z.string(),
  person_id: z.string(),
  stage: z.enum(newLeadStages),
  source: z.string(),
  value: z.string(),
})
const personId = z.string().min(1, 'Contact person is required').pipe(idSchema)
const leadValue = (schema: z.ZodType<number, number>) =>
  z.number({ error: 'Potential value must be an amount in dollars, at least 0' }).pipe(schema)

const newLeadWire = createLeadInput.extend({
  person_id: personId,
  value: leadValue(createLeadInput.shape.value.unwrap()),
})
const editLeadWire = patchLeadInput.required({ name: true }).extend({
  person_id: personId,
  value: leadValue(patchLeadInput.shape.value.unwrap()),
})

/** New Lead: the domain's create schema, reached through the form's values. */
export const newLeadFormSchema = formObject
  .transform((values): z.input<typeof newLeadWire> => ({
    ...values,
    value: leadValueFromForm(values.value),
  }))
  .pipe(newLeadWire)

/** Edit Lead: the domain's patch schema; the stage is not edited here. */
export const editLeadFormSchema = formObject
  .transform(({ stage: _stage, ...values }): z.input<typeof editLeadWire> => ({
    ...values,
    value: leadValueFromForm(values.value),
  }))
  .pipe(editLeadWire)

export type NewLeadInput = z.output<typeof newLeadFormSchema>
export type EditLeadInput = z.output<typeof editLeadFormSchema>

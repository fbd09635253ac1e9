// The lead form's values and checks, shared by New Lead and Edit Lead.
import { LEAD_REQUIRED_MESSAGE, leadSourceOptions, type Lead } from '../../../domain/sales/lead'

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

export type LeadFormProblem = { message: string; fields: Record<string, string> }

/** SPEC section 5: name and contact person are required ('Please fill all required fields'). */
export function checkLeadForm(values: LeadFormValues): LeadFormProblem | null {
  const fields: Record<string, string> = {}
  if (!values.name.trim()) fields.name = 'Name is required'
  if (!values.person_id) fields.person_id = 'Contact person is required'
  if (Object.keys(fields).length > 0) return { message: LEAD_REQUIRED_MESSAGE, fields }
  const value = parseValue(values.value)
  if (value === null) {
    const message = 'Potential value must be an amount in dollars, at least 0'
    return { message, fields: { value: message } }
  }
  return null
}

/** Blank is 0; otherwise a number of dollars, at least 0; null when it is not one. */
export function parseValue(text: string): number | null {
  if (!text.trim()) return 0
  const n = Number(text)
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null
}

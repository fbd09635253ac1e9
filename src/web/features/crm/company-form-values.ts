// The New/Edit Company form's values and their mapping to and from the API's company input,
// checked with the domain's company schema.
import { z } from 'zod'
import { createCompanyInput, type Company } from '../../../domain/crm/company'

export type CompanyFormValues = {
  name: string
  /** '' for none */
  primary_contact: string
  contacts: string[]
  /** Objects, as a field array wants them. */
  sites: { address: string }[]
  notes: string
}

export const companyFieldNames = ['name', 'primary_contact', 'contacts', 'sites', 'notes'] as const

export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    primary_contact: company?.primary_contact ?? '',
    contacts: company?.contacts ?? [],
    sites: (company?.sites ?? []).map((address) => ({ address })),
    notes: company?.notes ?? '',
  }
}

/** The form's values as sent: the primary contact is not listed again among the others. */
export function companyInputFromForm(
  values: CompanyFormValues,
): z.input<typeof createCompanyInput> {
  return {
    name: values.name,
    primary_contact: values.primary_contact || null,
    contacts: values.contacts.filter((id) => id !== values.primary_contact),
    sites: values.sites.map((s) => s.address),
    notes: values.notes,
  }
}

/** The create schema (an edit sends every field too), reached through the mapping. */
export const companyFormSchema = z
  .object({
    name: z.string(),
    primary_contact: z.string(),
    contacts: z.array(z.string()),
    sites: z.array(z.object({ address: z.string() })),
    notes: z.string(),
  })
  .transform(companyInputFromForm)
  .pipe(createCompanyInput)
export type CompanyFormOutput = z.output<typeof companyFormSchema>

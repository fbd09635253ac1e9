// The New/Edit Company form's values and their mapping to and from the API's company input,
// checked with the domain's company schema.
import { z } from 'zod'
import { createCompanyInput, type Company } from '../../../domain/crm/company'
import { pickFormValues } from '../../lib/form-values'

/** The form's fields as the inputs hold them. Adding a text field: here, BLANK, and its input. */
const companyFormFields = z.object({
  name: z.string(),
  /** '' for none */
  primary_contact: z.string(),
  contacts: z.array(z.string()),
  /** Objects, as a field array wants them. */
  sites: z.array(z.object({ address: z.string() })),
  notes: z.string(),
  website: z.string(),
})
export type CompanyFormValues = z.infer<typeof companyFormFields>

export const companyFieldNames = companyFormFields.keyof().options

const BLANK: CompanyFormValues = {
  name: '',
  primary_contact: '',
  contacts: [],
  sites: [],
  notes: '',
  website: '',
}

export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    ...pickFormValues(BLANK, company),
    sites: (company?.sites ?? []).map((address) => ({ address })),
  }
}

/** The form's values as sent: the primary contact is not listed again among the others. */
export function companyInputFromForm(
  values: CompanyFormValues,
): z.input<typeof createCompanyInput> {
  return {
    ...values,
    primary_contact: values.primary_contact || null,
    contacts: values.contacts.filter((id) => id !== values.primary_contact),
    sites: values.sites.map((s) => s.address),
  }
}

/** The create schema (an edit sends every field too), reached through the mapping. */
export const companyFormSchema = companyFormFields
  .transform(companyInputFromForm)
  .pipe(createCompanyInput)
export type CompanyFormOutput = z.output<typeof companyFormSchema>

import { z } from 'zod'
import { idSchema, longText, requiredText, shortText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const MAX_COMPANY_SITES = 100
export const MAX_COMPANY_CONTACTS = 100

export const companySchema = z.object({
  id: idSchema,
  name: z.string(),
  primary_contact: idSchema.nullable(),
  /** Other people at the company besides the primary contact (person ids). Added after the first
   * release, so rows stored before lack it. */
  contacts: z.array(idSchema).default([]),
  sites: z.array(z.string()),
  notes: z.string(),
  /** The company's web address (https://...), or ''. Added after the first release, so rows
   * stored before lack it. */
  website: z.string().default(''),
  version: versionSchema,
})
export type Company = z.infer<typeof companySchema>

/** Everyone at the company, primary contact first, each once. */
export function companyContactIds(
  company: Pick<Company, 'primary_contact' | 'contacts'>,
): string[] {
  const ids = company.primary_contact ? [company.primary_contact] : []
  for (const id of company.contacts) if (!ids.includes(id)) ids.push(id)
  return ids
}

/** Site addresses trimmed, blanks dropped, repeats (ignoring case) removed. */
function cleanSites(sites: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const site of sites) {
    const key = site.toLowerCase()
    if (site && !seen.has(key)) {
      seen.add(key)
      out.push(site)
    }
  }
  return out
}

/** The longest web address accepted: a URL past this is not one a person types. */
export const MAX_WEBSITE = 300
export const WEBSITE_MESSAGE = 'Website must be a web address, like example.com'
const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: WEBSITE_MESSAGE })

/**
 * A web address as people type it ("example.com", "www.example.com/contact", "http://..."):
 * trimmed, given https:// when it names no scheme, and checked as an http(s) URL on a domain name.
 * Empty means none.
 */
const websiteInput = shortText('Website', MAX_WEBSITE).transform((text, ctx) => {
  if (text === '') return ''
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`
  if (webUrl.safeParse(url).success) return url
  ctx.addIssue({ code: 'custom', message: WEBSITE_MESSAGE })
  return z.NEVER
})

const fields = {
  name: requiredText('Name'),
  primary_contact: idSchema.nullable(),
  contacts: z
    .array(idSchema)
    .max(MAX_COMPANY_CONTACTS, `At most ${MAX_COMPANY_CONTACTS} contacts`)
    .transform((ids) => [...new Set(ids)]),
  sites: z
    .array(
      z
        .string({ message: 'Site address must be text' })
        .trim()
        .max(300, 'Site address is too long (max 300)'),
    )
    .max(MAX_COMPANY_SITES, `At most ${MAX_COMPANY_SITES} sites`)
    .transform(cleanSites),
  notes: longText('Notes'),
  website: websiteInput,
}

export const createCompanyInput = z
  .object({
    name: fields.name,
    primary_contact: fields.primary_contact.default(null),
    contacts: fields.contacts.default([]),
    sites: fields.sites.default([]),
    notes: fields.notes.default(''),
    website: fields.website.default(''),
  })
  .strict()
export type CreateCompanyInput = z.input<typeof createCompanyInput>

export const patchCompanyInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()
export type PatchCompanyInput = z.input<typeof patchCompanyInput>

/** The primary contact is not also listed among the other contacts. */
function withoutPrimary<C extends { primary_contact: string | null; contacts: string[] }>(c: C): C {
  return { ...c, contacts: c.contacts.filter((id) => id !== c.primary_contact) }
}

export const companyResource = defineResource({
  name: 'companies',
  label: 'Company',
  schema: companySchema,
  createInput: createCompanyInput,
  patchInput: patchCompanyInput,
  build: (input, { newId }) => withoutPrimary({ id: newId(), ...input }),
  applyPatch: (company, patch) => withoutPrimary(mergePatch(company, patch)),
  list: {
    search: ['name', 'notes', 'sites'],
    filters: {},
    fields: { primary_contact: 'uuid' },
    sorts: { name: { field: 'name', direction: 'asc', kind: 'text' } },
    defaultSort: 'name',
  },
  referencedBy: [],
})

// What an import can fill for persons and companies, and the column each header of a file most
// likely means: the headers of Jobber, Housecall Pro and QuickBooks customer lists, Groundwork's own
// CSV export, and their common variants ("E-mail", "Mobile phone #", "Billing ZIP").

export const IMPORT_KINDS = ['persons', 'companies'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

export const IMPORT_FIELDS = {
  persons: [
    'name',
    'first_name',
    'last_name',
    'email',
    'phone',
    'mobile',
    'street',
    'city',
    'state',
    'zip',
    'location',
    'tags',
    'company',
  ],
  companies: ['name', 'website', 'street', 'city', 'state', 'zip', 'sites', 'notes'],
} as const satisfies Record<ImportKind, readonly string[]>

export type PersonImportField = (typeof IMPORT_FIELDS.persons)[number]
export type CompanyImportField = (typeof IMPORT_FIELDS.companies)[number]
export type ImportField = PersonImportField | CompanyImportField

/** How the mapping step names each field. */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  name: 'Name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  mobile: 'Mobile',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  location: 'Location',
  tags: 'Tags',
  company: 'Company',
  website: 'Website',
  sites: 'Sites',
  notes: 'Notes',
}

/** A header as compared: lower case, letters and digits only ("E-mail" -> "email"). */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Words a header may start with that do not change its meaning ("Billing City" is the city). */
const PREFIXES = ['billing', 'service', 'property', 'client', 'customer', 'primary', 'main', 'home']

/** The address columns, the same for persons and companies. */
const ADDRESS_ALIASES = {
  street: ['street', 'street1', 'streetaddress', 'address', 'address1', 'addressline1', 'addr1'],
  city: ['city', 'town'],
  state: ['state', 'province', 'region', 'stateprovince'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode', 'zippostalcode'],
} as const

/** Each field's headers, best first; a header is tried as it is, then without a prefix. */
const ALIASES: Readonly<Record<ImportKind, Partial<Record<ImportField, readonly string[]>>>> = {
  persons: {
    name: ['name', 'fullname', 'displayname', 'contactname', 'customer', 'customername'],
    first_name: ['firstname', 'first', 'givenname'],
    last_name: ['lastname', 'last', 'surname', 'familyname'],
    email: ['email', 'emailaddress', 'mail', 'emails'],
    phone: ['phone', 'phonenumber', 'phone1', 'telephone', 'tel', 'workphone', 'worknumber'],
    mobile: ['mobile', 'mobilephone', 'mobilenumber', 'cell', 'cellphone', 'cellnumber'],
    ...ADDRESS_ALIASES,
    location: ['location'],
    tags: ['tags', 'tag', 'labels'],
    company: ['company', 'companyname', 'organization', 'business', 'businessname'],
  },
  companies: {
    name: [
      'company',
      'companyname',
      'name',
      'businessname',
      'organization',
      'displayname',
      'customer',
    ],
    website: ['website', 'web', 'url', 'homepage'],
    ...ADDRESS_ALIASES,
    sites: ['sites'],
    notes: ['notes', 'note', 'comments', 'description'],
  },
}

function withoutPrefix(key: string): string | null {
  const prefix = PREFIXES.find((p) => key.startsWith(p) && key.length > p.length)
  return prefix ? key.slice(prefix.length) : null
}

/**
 * The field each column most likely fills (null: leave it out). A field is given to one column at
 * most: the best alias wins, then the leftmost column.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): (ImportField | null)[] {
  const mapping: (ImportField | null)[] = headers.map(() => null)
  const keys = headers.map(headerKey)
  const aliases = ALIASES[kind]
  for (const pass of ['exact', 'prefixed'] as const) {
    for (const field of IMPORT_FIELDS[kind] as readonly ImportField[]) {
      if (mapping.includes(field)) continue
      for (const alias of aliases[field] ?? []) {
        const at = keys.findIndex(
          (key, i) =>
            mapping[i] === null && (pass === 'exact' ? key : withoutPrefix(key)) === alias,
        )
        if (at !== -1) {
          mapping[at] = field
          break
        }
      }
    }
  }
  return mapping
}

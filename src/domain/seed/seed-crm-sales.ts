// Sample history for contacts and leads: a few notes and logged calls on persons, activities and
// notes on leads, and one small document. Ids come from their own random stream, so adding these
// rows leaves every other sample row as it was.
import type { Person } from '../crm/person'
import type { PersonCall } from '../crm/person-call'
import type { PersonNote } from '../crm/person-note'
import type { Lead } from '../sales/lead'
import type { LeadActivity } from '../sales/lead-activity'
import type { LeadDocument } from '../sales/lead-document'
import type { LeadNote } from '../sales/lead-note'
import { base64Size } from '../shared/data-url'
import { uuidFrom } from '../shared/ids'
import { createRandom } from './random'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export type SeedCrmSales = {
  'person-notes': PersonNote[]
  'person-calls': PersonCall[]
  'lead-activities': LeadActivity[]
  'lead-notes': LeadNote[]
  'lead-documents': LeadDocument[]
}

const personNoteTexts = [
  'Prefers a text message the day before we arrive.',
  'Dog in the back yard: keep the gate closed.',
  'Asked about a winter maintenance plan.',
  'Pays by card; send invoices to the email on file.',
]

const callScripts: readonly Pick<PersonCall, 'direction' | 'outcome' | 'summary'>[] = [
  {
    direction: 'Outbound',
    outcome: 'Connected',
    summary: 'Confirmed Thursday visit, side gate open.',
  },
  {
    direction: 'Inbound',
    outcome: 'Connected',
    summary: 'Asked to add hedge trimming next visit.',
  },
  {
    direction: 'Outbound',
    outcome: 'Voicemail',
    summary: 'Left a message about the spring cleanup.',
  },
]

const leadActivityScripts: readonly Pick<LeadActivity, 'type' | 'summary'>[] = [
  { type: 'Call', summary: 'Intro call: wants a quote before the end of the month.' },
  { type: 'Site Visit', summary: 'Walked the property and measured the beds.' },
  { type: 'Email', summary: 'Sent photos of similar projects.' },
]

const leadNoteTexts = [
  'Budget is flexible if we can start in two weeks.',
  'Decision maker is the property manager, not the owner.',
]

export function seedCrmSales(input: {
  seed: number
  now: number
  persons: readonly Person[]
  leads: readonly Lead[]
}): SeedCrmSales {
  const random = createRandom(input.seed + 404)
  const id = () => uuidFrom(random.next)
  const { now } = input
  const version = 1

  const personNotes: PersonNote[] = input.persons.slice(0, 4).map((person, i) => ({
    id: id(),
    person_id: person.id,
    text: personNoteTexts[i % personNoteTexts.length] ?? '',
    created_at: now - (i * 5 + 2) * DAY,
    version,
  }))

  const personCalls: PersonCall[] = input.persons.slice(0, 3).map((person, i) => {
    const at = now - (i * 3 + 1) * DAY - (i + 2) * HOUR
    return {
      id: id(),
      person_id: person.id,
      ...(callScripts[i % callScripts.length] ?? callScripts[0]!),
      occurred_at: at,
      created_at: at,
      version,
    }
  })

  // Leads that have moved past New have a history; the first ones get one activity per step.
  const leadActivities: LeadActivity[] = []
  const leadNotes: LeadNote[] = []
  input.leads.forEach((lead, i) => {
    if (lead.stage === 'New') return
    const steps = lead.stage === 'Contacted' ? 1 : 2
    for (let k = 0; k < steps && k < leadActivityScripts.length; k++) {
      const at = Math.min(now, lead.created_at + (k + 1) * 6 * HOUR)
      leadActivities.push({
        id: id(),
        lead_id: lead.id,
        ...(leadActivityScripts[k] ?? leadActivityScripts[0]!),
        occurred_at: at,
        created_at: at,
        version,
      })
    }
    if (i % 3 === 0) {
      leadNotes.push({
        id: id(),
        lead_id: lead.id,
        text: leadNoteTexts[i % leadNoteTexts.length] ?? '',
        created_at: Math.min(now, lead.created_at + 2 * HOUR),
        version,
      })
    }
  })

  // One small text file on the first lead that has a history.
  const documented = input.leads.find((lead) => lead.stage !== 'New')
  const siteNotes = 'Site notes: back yard about 40 x 60 ft, slopes to the east. Gate code 4417.\n'
  const base64 = btoa(siteNotes)
  const leadDocuments: LeadDocument[] = documented
    ? [
        {
          id: id(),
          lead_id: documented.id,
          name: 'site-notes.txt',
          content_type: 'text/plain',
          size: base64Size(base64),
          data_url: `data:text/plain;base64,${base64}`,
          created_at: Math.min(now, documented.created_at + 3 * HOUR),
          version,
        },
      ]
    : []

  return {
    'person-notes': personNotes,
    'person-calls': personCalls,
    'lead-activities': leadActivities,
    'lead-notes': leadNotes,
    'lead-documents': leadDocuments,
  }
}

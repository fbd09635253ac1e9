// The collections the web app reads and writes through the generic resource hooks (resource.ts):
// each one's record, create and patch types, and what else a change to it makes out of date.
// Types only from the domain: its schemas (zod) stay off the first page's bundle.
import type { QueryKey } from '@tanstack/react-query'
import type { CreateInvoiceInput, Invoice } from '../../domain/billing/invoice'
import type { CreatePaymentInput, Payment } from '../../domain/billing/payment'
import type { Company, CreateCompanyInput, PatchCompanyInput } from '../../domain/crm/company'
import type { CreatePersonInput, PatchPersonInput, Person } from '../../domain/crm/person'
import type { CreatePersonCallInput, PersonCall } from '../../domain/crm/person-call'
import type { CreatePersonNoteInput, PersonNote } from '../../domain/crm/person-note'
import type { Message } from '../../domain/messages/message'
import type { SmsMessage, SmsThread } from '../../domain/messages/sms'
import type { TeamChat } from '../../domain/messages/team-chat'
import type { TeamChatMessage } from '../../domain/messages/team-chat-message'
import type { CreateJobInput, Job } from '../../domain/projects/job'
import type { WorkOrder } from '../../domain/projects/work-order'
import type { CreateEstimateInput, Estimate, PatchEstimateInput } from '../../domain/sales/estimate'
import type { CreateLeadInput, Lead, PatchLeadInput } from '../../domain/sales/lead'
import type { CreateLeadActivityInput, LeadActivity } from '../../domain/sales/lead-activity'
import type { CreateLeadDocumentInput, LeadDocument } from '../../domain/sales/lead-document'
import type { CreateLeadNoteInput, LeadNote } from '../../domain/sales/lead-note'
import type { CreateTeamUserInput, TeamUser } from '../../domain/settings/team-user'
import type { CreateTicketInput, Ticket } from '../../domain/support/ticket'
import type { Contractor } from '../../domain/team/contractor'
import type { Crew } from '../../domain/team/crew'
import type { CreateJobSeriesInput, JobSeries } from '../../domain/projects/job-series'
import type { Employee } from '../../domain/team/employee'
import type { CreateShiftInput, PatchShiftInput, Shift } from '../../domain/team/shift'
import type { Form } from '../../domain/tools/form'
import type { Media } from '../../domain/tools/media'
import type { Note } from '../../domain/tools/note'
import type { Submission } from '../../domain/tools/submission'
import type { Template } from '../../domain/tools/template'

/** A collection's types; create and patch default to the record's own fields where the domain has no input type. */
type Shapes = {
  persons: { record: Person; create: CreatePersonInput; patch: PatchPersonInput }
  companies: { record: Company; create: CreateCompanyInput; patch: PatchCompanyInput }
  'person-notes': { record: PersonNote; create: CreatePersonNoteInput }
  'person-calls': { record: PersonCall; create: CreatePersonCallInput }
  leads: { record: Lead; create: CreateLeadInput; patch: PatchLeadInput }
  'lead-activities': { record: LeadActivity; create: CreateLeadActivityInput }
  'lead-notes': { record: LeadNote; create: CreateLeadNoteInput }
  'lead-documents': { record: LeadDocument; create: CreateLeadDocumentInput }
  estimates: { record: Estimate; create: CreateEstimateInput; patch: PatchEstimateInput }
  jobs: { record: Job; create: CreateJobInput }
  'job-series': { record: JobSeries; create: CreateJobSeriesInput }
  'work-orders': { record: WorkOrder }
  invoices: { record: Invoice; create: CreateInvoiceInput }
  payments: { record: Payment; create: CreatePaymentInput }
  contractors: { record: Contractor }
  employees: { record: Employee }
  crews: { record: Crew }
  shifts: { record: Shift; create: CreateShiftInput; patch: PatchShiftInput }
  media: { record: Media }
  templates: { record: Template }
  forms: { record: Form }
  submissions: { record: Submission }
  notes: { record: Note }
  users: { record: TeamUser; create: CreateTeamUserInput }
  tickets: { record: Ticket; create: CreateTicketInput }
  messages: { record: Message }
  'team-chats': { record: TeamChat }
  'team-chat-messages': { record: TeamChatMessage }
  'sms-threads': { record: SmsThread }
  'sms-messages': { record: SmsMessage }
}

export type ResourceName = keyof Shapes

export type RecordOf<N extends ResourceName> = Shapes[N]['record']

type OwnFields<N extends ResourceName> = Partial<Omit<RecordOf<N>, 'id' | 'version'>>

export type CreateOf<N extends ResourceName> = Shapes[N] extends { create: infer C }
  ? C
  : OwnFields<N>

/** A patch names the version it started from, so the server refuses it when the record changed since. */
export type PatchOf<N extends ResourceName> = Shapes[N] extends { patch: infer P }
  ? P
  : OwnFields<N> & { version?: number }

type CollectionRules = {
  /** Other queries whose answers a change to this collection changes. */
  alsoInvalidates?: readonly QueryKey[]
  /**
   * Deleting a record changes rows elsewhere (references cleared, dependent rows deleted), so every
   * cached answer may be out of date; the domain's `referencedBy` says which collections do.
   */
  deleteTouchesOthers?: boolean
}

export const collectionRules: Partial<Record<ResourceName, CollectionRules>> = {
  persons: { deleteTouchesOthers: true },
  companies: { deleteTouchesOthers: true },
  leads: { deleteTouchesOthers: true },
  estimates: { deleteTouchesOthers: true },
  // The employee pages count active jobs of their crews.
  jobs: { alsoInvalidates: [['employees', 'summary']] },
  // A payment changes what its invoice has paid, and marking an invoice paid records a payment.
  invoices: { alsoInvalidates: [['payments']] },
  payments: { alsoInvalidates: [['invoices']] },
  // Crew membership changes what the employee pages count.
  crews: { alsoInvalidates: [['employees']] },
  // Shifts make an employee's Hours This Week and Earnings (the summary).
  shifts: { alsoInvalidates: [['employees', 'summary']] },
  // A conversation's list entry shows its latest message.
  'team-chat-messages': { alsoInvalidates: [['team-chats']] },
  'sms-messages': { alsoInvalidates: [['sms-threads']] },
}

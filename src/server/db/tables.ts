// Which table holds each collection of the domain registry (collection names may contain '-').
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CollectionName } from '../../domain/resources'
import * as schema from './schema'

export type CollectionTable = PgTable & { id: AnyPgColumn }

export const tableByCollection: Record<CollectionName, CollectionTable> = {
  persons: schema.persons,
  companies: schema.companies,
  employees: schema.employees,
  contractors: schema.contractors,
  crews: schema.crews,
  'job-series': schema.jobSeries,
  jobs: schema.jobs,
  'work-orders': schema.workOrders,
  leads: schema.leads,
  estimates: schema.estimates,
  invoices: schema.invoices,
  payments: schema.payments,
  media: schema.media,
  templates: schema.templates,
  forms: schema.forms,
  submissions: schema.submissions,
  messages: schema.messages,
  'team-chats': schema.teamChats,
  notes: schema.notes,
  'team-chat-messages': schema.teamChatMessages,
  'sms-threads': schema.smsThreads,
  'sms-messages': schema.smsMessages,
  tickets: schema.tickets,
  users: schema.users,
  'person-notes': schema.personNotes,
  'person-calls': schema.personCalls,
  'lead-activities': schema.leadActivities,
  'lead-notes': schema.leadNotes,
  'lead-documents': schema.leadDocuments,
  shifts: schema.shifts,
}

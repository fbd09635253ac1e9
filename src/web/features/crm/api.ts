// Persons data: the persons list, a person's related rows, and the person mutations (resource.ts);
// keys start with the collection name, so a change invalidates every list and detail of it by prefix.
import type { PatchPersonInput } from '../../../domain/crm/person'
import {
  resourceQueries,
  ROWS_PAGE_SIZE,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from '../../data/resource'

export const PERSONS_PAGE_SIZE = 24

export type PersonSort = 'name' | 'recent' | 'newest'
export type PersonListParams = { q?: string | undefined; sort?: PersonSort | undefined }

const persons = resourceQueries('persons')

export const personQueries = {
  all: persons.all,

  list: (params: PersonListParams) =>
    persons.pages(params, PERSONS_PAGE_SIZE, { keepPrevious: true }),

  detail: persons.detail,

  /** All of the person's jobs, most recent first: counted, and merged for a company's contacts. */
  jobs: (personId: string) =>
    resourceQueries('jobs').every({ client_person_id: personId, sort: 'recent' }),

  /** The person's jobs a page at a time, most recent first (the Jobs tab). */
  jobRows: (personId: string) =>
    resourceQueries('jobs').rows({ client_person_id: personId, sort: 'recent' }, ROWS_PAGE_SIZE),

  messages: (personId: string) =>
    resourceQueries('messages').list({ person_id: personId, limit: 50 }),

  /** Photos of one of the person's jobs (the total counts all of them). */
  jobMedia: (jobId: string) => resourceQueries('media').list({ job_id: jobId, limit: 24 }),

  /** All of them: what the person has spent adds them up. */
  paidInvoices: (personId: string) =>
    resourceQueries('invoices').every({ client_person_id: personId, status: 'Paid' }),

  notes: (personId: string) =>
    resourceQueries('person-notes').rows({ person_id: personId }, ROWS_PAGE_SIZE),

  calls: (personId: string) =>
    resourceQueries('person-calls').rows({ person_id: personId }, ROWS_PAGE_SIZE),
}

export function useCreatePerson() {
  // The form shows field errors and its own toast.
  return useCreateRecord('persons', { handlesErrors: true })
}

/** Other screens show the name (cards, pickers, lookups): the whole collection refetches. */
export function useUpdatePerson(id: string) {
  // The edit dialog shows field errors and its own toast.
  return useUpdateRecord('persons', (patch: PatchPersonInput) => ({ id, patch }), {
    handlesErrors: true,
  })
}

export const useDeletePerson = (id: string) => useDeleteRecord('persons', id)
export const useCreatePersonNote = () => useCreateRecord('person-notes')
export const useDeletePersonNote = () => useDeleteRecord('person-notes')
export const useCreatePersonCall = () => useCreateRecord('person-calls')
export const useDeletePersonCall = () => useDeleteRecord('person-calls')

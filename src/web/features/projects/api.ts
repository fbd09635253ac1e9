// Projects data: jobs, work orders and the calendar. Query keys start with the collection name, so a
// change invalidates every list, lookup and detail of that collection by prefix.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type { CreateJobInput, Job } from '../../../domain/projects/job'
import type { JobStatus } from '../../../domain/projects/job-status'
import type { WorkOrder } from '../../../domain/projects/work-order'
import type { WorkOrderEdit } from '../../../domain/projects/work-order-edit'
import { jobWorkOrdersQuery } from './job-work-orders-query'
import type { JobPatch } from './job-form-values'
import { api } from '../../data/api-client'
import { detailKey } from '../../data/list'
import {
  invalidateCollection,
  recordSaved,
  resourceQueries,
  useCreateRecord,
  useUpdateRecord,
} from '../../data/resource'

/** Loaded on the first change: the outbox (IndexedDB) stays off the screens that only read. */
const loadOutbox = () => import('../../data/outbox/replay-outbox')

export const JOBS_PAGE_SIZE = 24
export const WORK_ORDERS_PAGE_SIZE = 24

/** The jobs list's orders (issue #34): upcoming first (today and later, then the past) by default. */
export const JOB_SORTS = [
  { value: 'upcoming', label: 'Upcoming first' },
  { value: 'recent', label: 'Latest date first' },
  { value: 'date', label: 'Earliest date first' },
  { value: 'newest', label: 'Recently added' },
  { value: 'title', label: 'Title (A–Z)' },
] as const
export type JobSort = (typeof JOB_SORTS)[number]['value']
export const DEFAULT_JOB_SORT: JobSort = 'upcoming'

export const isJobSort = (value: string | null): value is JobSort =>
  JOB_SORTS.some((s) => s.value === value)

export type JobListParams = {
  status?: JobStatus | undefined
  filter?: 'today' | undefined
  q?: string | undefined
  sort?: JobSort | undefined
}

export type CrewCommand =
  { kind: 'assign'; crewId: string } | { kind: 'reassign'; crewId: string } | { kind: 'unassign' }

export type CalendarParams = { from: number; to: number; crewId?: string | undefined }

const jobs = resourceQueries('jobs')
const workOrders = resourceQueries('work-orders')

export const jobQueries = {
  all: jobs.all,

  list: (params: JobListParams) => jobs.pages(params, JOBS_PAGE_SIZE, { keepPrevious: true }),

  detail: jobs.detail,

  calendar: ({ from, to, crewId }: CalendarParams) =>
    queryOptions({
      queryKey: ['jobs', 'calendar', { from, to, crewId }] as const,
      queryFn: ({ signal }) =>
        api.get<{ items: Job[] }>('/api/calendar', {
          query: { from, to, ...(crewId ? { crew_id: crewId } : {}) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),

  invoices: (jobId: string) =>
    resourceQueries('invoices').list({ job_ids: jobId, sort: 'newest', limit: 10 }),

  /** The estimate this job was converted from, if any (decision 034). */
  estimates: (jobId: string) => resourceQueries('estimates').list({ job_id: jobId, limit: 1 }),

  media: (jobId: string) => resourceQueries('media').list({ job_id: jobId, limit: 60 }),

  workOrders: jobWorkOrdersQuery,
}

export const workOrderQueries = {
  list: () => workOrders.pages({}, WORK_ORDERS_PAGE_SIZE),
  detail: workOrders.detail,
}

export const crewQueries = {
  /** One crew and the count of all: whether there is a crew to assign, or another to take over. */
  count: () => resourceQueries('crews').list({ limit: 1 }),
}

const jobChanged = (queryClient: QueryClient, job: Job) =>
  void recordSaved(queryClient, 'jobs', job)

/** New Job; with `repeat` (an RRULE the domain wrote) the first visit of a series (issue #34). */
export const useCreateJob = () =>
  useCreateRecord<
    'jobs',
    CreateJobInput & { repeat?: string; repeat_kind?: 'rule' | 'after-done' }
  >('jobs', { handlesErrors: true })

/** The fields of a job its page edits one at a time. */
export type JobEdit = Partial<Pick<Job, 'status' | 'date' | 'crew_instructions'>>

/**
 * Status, date and instructions-for-the-crew changes, refused when someone else changed the job
 * meanwhile.
 */
export const useUpdateJob = () =>
  useUpdateRecord(
    'jobs',
    ({ job, patch }: { job: Job; patch: JobEdit }) => ({
      id: job.id,
      patch: { ...patch, version: job.version },
    }),
    { handlesErrors: true },
  )

/** Edit Job: the form's fields, refused (409) when someone else changed the job meanwhile. */
export const useEditJob = () =>
  useUpdateRecord(
    'jobs',
    ({ job, patch }: { job: Job; patch: JobPatch }) => ({
      id: job.id,
      patch: { ...patch, version: job.version },
    }),
    { handlesErrors: true },
  )

export function useCrewCommand() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ jobId, command }: { jobId: string; command: CrewCommand }) => {
      const base = `/api/jobs/${jobId}`
      if (command.kind === 'unassign') return api.post<Job>(`${base}/unassign-crew`)
      const action = command.kind === 'assign' ? 'assign-crew' : 'reassign-crew'
      return api.post<Job>(`${base}/${action}`, { crew_id: command.crewId })
    },
    meta: { handlesErrors: true },
    onSuccess: (job) => jobChanged(queryClient, job),
    onError: (_error, { jobId }) =>
      void queryClient.invalidateQueries({ queryKey: detailKey('jobs', jobId) }),
  })
}

export const useCreateWorkOrder = () =>
  useCreateRecord<
    'work-orders',
    { job_id: string; materials: string[]; checklist: { label: string }[] }
  >('work-orders', { handlesErrors: true })

/** The server's answer (null: another tab of the app sent it), or kept on the phone for later. */
export type WorkOrderEditResult = { status: 'sent'; saved: WorkOrder | null } | { status: 'queued' }

/** What the phone's list of waiting changes calls an edit. */
export function workOrderEditLabel(edit: WorkOrderEdit): string {
  switch (edit.kind) {
    case 'check':
      return `${edit.done ? 'Tick' : 'Untick'} ${edit.label ? `"${edit.label}"` : 'a checklist item'}`
    case 'add-item':
      return `Add "${edit.label}" to the checklist`
    case 'remove-item':
      return `Remove ${edit.label ? `"${edit.label}"` : 'a checklist item'}`
    case 'add-material':
      return `Add the material "${edit.name}"`
    case 'remove-material':
      return `Remove the material ${edit.name ? `"${edit.name}"` : ''}`.trim()
  }
}

export const workOrderEditPath = (orderId: string) =>
  `/api/work-orders/${encodeURIComponent(orderId)}/edit`

/**
 * Edits of one work order run one after another (mutation scope), each sent as one command
 * (POST /api/work-orders/:id/edit) that the server applies to the list as stored now, so quick ticks
 * never undo each other and another user's change of another item is kept. An edit by position
 * names the item it meant (withExpectedEntry: refused, 409, when the list moved meanwhile). Each
 * goes through the phone's outbox (issue #33) under `key`, its Idempotency-Key: sent at once when
 * online, kept on the phone and replayed when not.
 */
export function useEditWorkOrder(order: WorkOrder) {
  const queryClient = useQueryClient()
  return useMutation({
    scope: { id: `work-order-${order.id}` },
    // Offline too: the outbox keeps the change, TanStack Query must not hold it back.
    networkMode: 'always',
    mutationFn: async ({
      edit,
      key,
    }: {
      edit: WorkOrderEdit
      key: string
    }): Promise<WorkOrderEditResult> => {
      const { connectOutbox, submitToOutbox } = await loadOutbox()
      connectOutbox(queryClient)
      const actedAt = Date.now()
      const result = await submitToOutbox<WorkOrder>({
        id: key,
        method: 'POST',
        path: workOrderEditPath(order.id),
        body: edit,
        acted_at: actedAt,
        label: workOrderEditLabel(edit),
        job_id: order.job_id,
        refresh: [['work-orders']],
      })
      return result.status === 'sent' ? { status: 'sent', saved: result.answer } : result
    },
    meta: { handlesErrors: true },
    onSuccess: (result) => {
      if (result.status === 'queued') return
      if (result.saved) void recordSaved(queryClient, 'work-orders', result.saved)
      else void queryClient.invalidateQueries({ queryKey: detailKey('work-orders', order.id) })
    },
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: detailKey('work-orders', order.id) }),
  })
}

/** The server's answer (null: another tab of the app sent it), or kept on the phone for later. */
export type JobSaveResult = { status: 'sent'; saved: Job | null } | { status: 'queued' }

/**
 * A job's notes saved from Today (issue #33): through the phone's outbox under `key`, with the
 * version the person edited, so an edit the office made meanwhile is a conflict shown with both
 * versions (the sync status), never overwritten; a replay of an edit that was applied is answered
 * the same again (the generic PATCH takes the Idempotency-Key).
 */
export function useSaveJobNotes(job: Job) {
  const queryClient = useQueryClient()
  return useMutation({
    scope: { id: `job-notes-${job.id}` },
    networkMode: 'always',
    mutationFn: async ({ notes, key }: { notes: string; key: string }): Promise<JobSaveResult> => {
      const { connectOutbox, submitToOutbox } = await loadOutbox()
      connectOutbox(queryClient)
      const result = await submitToOutbox<Job>({
        id: key,
        method: 'PATCH',
        path: `/api/jobs/${encodeURIComponent(job.id)}`,
        body: { notes, version: job.version },
        acted_at: Date.now(),
        label: `Notes of ${job.title}`,
        job_id: job.id,
        refresh: [['jobs']],
      })
      return result.status === 'sent' ? { status: 'sent', saved: result.answer } : result
    },
    meta: { handlesErrors: true },
    onSuccess: (result) => {
      if (result.status === 'queued') return
      if (result.saved) jobChanged(queryClient, result.saved)
      else void queryClient.invalidateQueries({ queryKey: ['jobs'] })
    },
  })
}

/**
 * Moves a job to another date from the calendar: the week shows the move at once and rolls it back
 * when the server refuses (e.g. someone else changed the job meanwhile).
 */
export function useRescheduleJob(calendar: CalendarParams) {
  const queryClient = useQueryClient()
  const key = jobQueries.calendar(calendar).queryKey
  return useMutation({
    mutationFn: ({ job, date }: { job: Job; date: number }) =>
      api.patch<Job>(`/api/jobs/${job.id}`, { date, version: job.version }),
    meta: { handlesErrors: true },
    onMutate: async ({ job, date }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData(key)
      queryClient.setQueryData(key, (old) =>
        old ? { items: old.items.map((j) => (j.id === job.id ? { ...j, date } : j)) } : old,
      )
      return { previous }
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
      void invalidateCollection(queryClient, 'jobs')
    },
    onSuccess: (saved) => {
      // The new version, so a second move of the same job is not refused as stale.
      queryClient.setQueryData(key, (old) =>
        old ? { items: old.items.map((j) => (j.id === saved.id ? saved : j)) } : old,
      )
      jobChanged(queryClient, saved)
    },
  })
}

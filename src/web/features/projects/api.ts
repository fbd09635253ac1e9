// Projects data: jobs, work orders and the calendar. Query keys start with the collection name, so a
// change invalidates every list, lookup and detail of that collection by prefix.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type { Invoice } from '../../../domain/billing/invoice'
import type { Person } from '../../../domain/crm/person'
import type { CreateJobInput, Job } from '../../../domain/projects/job'
import type { JobStatus } from '../../../domain/projects/job-status'
import type { WorkOrder } from '../../../domain/projects/work-order'
import { applyWorkOrderEdit, type WorkOrderEdit } from '../../../domain/projects/work-order-edit'
import type { Crew } from '../../../domain/team/crew'
import type { Employee } from '../../../domain/team/employee'
import type { Media } from '../../../domain/tools/media'
import { api } from '../../data/api-client'
import { detailKey, fetchList, fetchOne, infiniteListKey, listKey } from '../../data/list'

export const JOBS_PAGE_SIZE = 24
export const WORK_ORDERS_PAGE_SIZE = 24
/** The API's largest page: every crew, employee or pickable job of a small business. */
const ALL = 200

export type JobListParams = {
  status?: JobStatus | undefined
  filter?: 'today' | undefined
  q?: string | undefined
}

export type CrewCommand =
  { kind: 'assign'; crewId: string } | { kind: 'reassign'; crewId: string } | { kind: 'unassign' }

export type CalendarParams = { from: number; to: number; crewId?: string | undefined }

export const jobQueries = {
  all: () => ['jobs'] as const,

  list: (params: JobListParams) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('jobs', params),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Job>('jobs', { ...params, limit: JOBS_PAGE_SIZE, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: detailKey('jobs', id),
      queryFn: ({ signal }) => fetchOne<Job>('jobs', id, signal),
    }),

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

  invoices: (jobId: string) => {
    const params = { job_id: jobId, sort: 'newest', limit: 10 }
    return queryOptions({
      queryKey: listKey('invoices', params),
      queryFn: ({ signal }) => fetchList<Invoice>('invoices', params, signal),
    })
  },

  media: (jobId: string) => {
    const params = { job_id: jobId, limit: 60 }
    return queryOptions({
      queryKey: listKey('media', params),
      queryFn: ({ signal }) => fetchList<Media>('media', params, signal),
    })
  },

  workOrders: (jobId: string) => {
    const params = { job_id: jobId, limit: 20 }
    return queryOptions({
      queryKey: listKey('work-orders', params),
      queryFn: ({ signal }) => fetchList<WorkOrder>('work-orders', params, signal),
    })
  },
}

export const workOrderQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('work-orders', {}),
      queryFn: ({ pageParam, signal }) =>
        fetchList<WorkOrder>(
          'work-orders',
          { limit: WORK_ORDERS_PAGE_SIZE, cursor: pageParam },
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: detailKey('work-orders', id),
      queryFn: ({ signal }) => fetchOne<WorkOrder>('work-orders', id, signal),
    }),
}

/** Crews, employees and clients to pick from or to name on cards. */
export const pickerQueries = {
  crews: () => {
    const params = { sort: 'name', limit: ALL }
    return queryOptions({
      queryKey: listKey('crews', params),
      queryFn: ({ signal }) => fetchList<Crew>('crews', params, signal),
    })
  },
  employees: () => {
    const params = { sort: 'name', limit: ALL }
    return queryOptions({
      queryKey: listKey('employees', params),
      queryFn: ({ signal }) => fetchList<Employee>('employees', params, signal),
    })
  },
  clients: () => {
    const params = { sort: 'name', limit: ALL }
    return queryOptions({
      queryKey: listKey('persons', params),
      queryFn: ({ signal }) => fetchList<Person>('persons', params, signal),
    })
  },
}

function jobChanged(queryClient: QueryClient, job: Job) {
  queryClient.setQueryData(detailKey('jobs', job.id), job)
  void queryClient.invalidateQueries({
    queryKey: jobQueries.all(),
    predicate: (query) => query.queryKey[1] !== 'detail',
  })
  // The employee pages count active jobs of their crews.
  void queryClient.invalidateQueries({ queryKey: ['employees', 'summary'] })
}

export function useCreateJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateJobInput) => api.post<Job>('/api/jobs', input),
    meta: { handlesErrors: true },
    onSuccess: (job) => jobChanged(queryClient, job),
  })
}

/** Status and date changes, refused when someone else changed the job meanwhile. */
export function useUpdateJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ job, patch }: { job: Job; patch: Partial<Pick<Job, 'status' | 'date'>> }) =>
      api.patch<Job>(`/api/jobs/${job.id}`, { ...patch, version: job.version }),
    meta: { handlesErrors: true },
    onSuccess: (job) => jobChanged(queryClient, job),
    onError: () => void queryClient.invalidateQueries({ queryKey: jobQueries.all() }),
  })
}

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

function workOrderChanged(queryClient: QueryClient, order: WorkOrder) {
  queryClient.setQueryData(detailKey('work-orders', order.id), order)
  void queryClient.invalidateQueries({
    queryKey: ['work-orders'],
    predicate: (query) => query.queryKey[1] !== 'detail',
  })
}

export function useCreateWorkOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { job_id: string; materials: string[]; checklist: { label: string }[] }) =>
      api.post<WorkOrder>('/api/work-orders', input),
    meta: { handlesErrors: true },
    onSuccess: (order) => workOrderChanged(queryClient, order),
  })
}

/**
 * Edits of one work order run one after another (mutation scope), each applied to the latest stored
 * version and sent with it, so quick ticks never undo each other and another user's change is not
 * silently overwritten.
 */
export function useEditWorkOrder(order: WorkOrder) {
  const queryClient = useQueryClient()
  return useMutation({
    scope: { id: `work-order-${order.id}` },
    mutationFn: (edit: WorkOrderEdit) => {
      const latest =
        queryClient.getQueryData<WorkOrder>(detailKey('work-orders', order.id)) ?? order
      const next = applyWorkOrderEdit(latest, edit)
      return api.patch<WorkOrder>(`/api/work-orders/${order.id}`, {
        ...next,
        version: latest.version,
      })
    },
    meta: { handlesErrors: true },
    onSuccess: (saved) => workOrderChanged(queryClient, saved),
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: detailKey('work-orders', order.id) }),
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
      void queryClient.invalidateQueries({ queryKey: jobQueries.all() })
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

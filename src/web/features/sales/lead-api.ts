// Leads data: the leads, and each lead's activities, notes and documents.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import type { Job } from '../../../domain/projects/job'
import type { CreateLeadInput, Lead, LeadStage, PatchLeadInput } from '../../../domain/sales/lead'
import type { CreateLeadActivityInput, LeadActivity } from '../../../domain/sales/lead-activity'
import type { ConvertLeadInput } from '../../../domain/sales/lead-convert'
import type {
  CreateLeadDocumentInput,
  LeadDocument,
  LeadDocumentInfo,
} from '../../../domain/sales/lead-document'
import type { CreateLeadNoteInput, LeadNote } from '../../../domain/sales/lead-note'
import { api } from '../../data/api-client'
import { isApiError } from '../../data/api-error'
import { invalidateAfterDelete } from '../../data/invalidate'
import { detailKey, fetchList, fetchOne, infiniteListKey, listKey } from '../../data/list'

export const LEADS_PAGE_SIZE = 24
const ALL = 200

export type LeadListParams = { stage?: LeadStage | undefined }

const path = (id: string) => `/api/leads/${encodeURIComponent(id)}`

export const leadQueries = {
  list: (params: LeadListParams) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('leads', params),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Lead>('leads', { ...params, limit: LEADS_PAGE_SIZE, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: detailKey('leads', id),
      queryFn: ({ signal }) => fetchOne<Lead>('leads', id, signal),
    }),

  activities: (leadId: string) => {
    const params = { lead_id: leadId, limit: ALL }
    return queryOptions({
      queryKey: listKey('lead-activities', params),
      queryFn: ({ signal }) => fetchList<LeadActivity>('lead-activities', params, signal),
    })
  },

  notes: (leadId: string) => {
    const params = { lead_id: leadId, limit: ALL }
    return queryOptions({
      queryKey: listKey('lead-notes', params),
      queryFn: ({ signal }) => fetchList<LeadNote>('lead-notes', params, signal),
    })
  },

  /** The documents' names, types and sizes, without the files. */
  documents: (leadId: string) =>
    queryOptions({
      queryKey: ['lead-documents', 'of-lead', leadId] as const,
      queryFn: ({ signal }) =>
        api.get<{ items: LeadDocumentInfo[] }>(`${path(leadId)}/documents`, { signal }),
    }),
}

/** One document with its file (a data URL), fetched when the user downloads it. */
export function fetchLeadDocument(id: string): Promise<LeadDocument> {
  return fetchOne<LeadDocument>('lead-documents', id)
}

function useLeadSaved() {
  const queryClient = useQueryClient()
  return (lead: Lead) => {
    queryClient.setQueryData(detailKey('leads', lead.id), lead)
    void queryClient.invalidateQueries({
      queryKey: ['leads'],
      predicate: (query) => query.queryKey[1] !== 'detail',
    })
  }
}

export function useCreateLead() {
  const saved = useLeadSaved()
  return useMutation({
    mutationFn: (input: CreateLeadInput) => api.post<Lead>('/api/leads', input),
    meta: { handlesErrors: true },
    onSuccess: saved,
  })
}

export function useUpdateLead(id: string) {
  const saved = useLeadSaved()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: PatchLeadInput) => api.patch<Lead>(path(id), patch),
    meta: { handlesErrors: true },
    onSuccess: saved,
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONFLICT') {
        void queryClient.invalidateQueries({ queryKey: detailKey('leads', id) })
      }
    },
  })
}

export function useConvertLead(id: string) {
  const saved = useLeadSaved()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ConvertLeadInput) =>
      api.post<{ job: Job; lead: Lead }>(`${path(id)}/convert`, input),
    meta: { handlesErrors: true },
    onSuccess: ({ lead }) => {
      saved(lead)
      void queryClient.invalidateQueries({ queryKey: ['jobs'] })
    },
  })
}

export function useDeleteLead(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete(path(id)),
    onSuccess: () => invalidateAfterDelete(queryClient, 'leads', id),
  })
}

export function useCreateLeadActivity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateLeadActivityInput) =>
      api.post<LeadActivity>('/api/lead-activities', input),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lead-activities'] }),
  })
}

export function useDeleteLeadActivity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/lead-activities/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lead-activities'] }),
  })
}

export function useCreateLeadNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateLeadNoteInput) => api.post<LeadNote>('/api/lead-notes', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lead-notes'] }),
  })
}

export function useDeleteLeadNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/lead-notes/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lead-notes'] }),
  })
}

export function useUploadLeadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateLeadDocumentInput) =>
      api.post<LeadDocument>('/api/lead-documents', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lead-documents'] }),
  })
}

export function useDeleteLeadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/lead-documents/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lead-documents'] }),
  })
}

// Leads data: the leads, and each lead's activities, notes and documents.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Job } from '../../../domain/projects/job'
import type { Lead, LeadStage, PatchLeadInput } from '../../../domain/sales/lead'
import type { ConvertLeadInput } from '../../../domain/sales/lead-convert'
import type { LeadDocument, LeadDocumentInfo } from '../../../domain/sales/lead-document'
import { api } from '../../data/api-client'
import { fetchOne } from '../../data/list'
import {
  recordSaved,
  resourceQueries,
  ROWS_PAGE_SIZE,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from '../../data/resource'

export const LEADS_PAGE_SIZE = 24

export type LeadListParams = { stage?: LeadStage | undefined }

const path = (id: string) => `/api/leads/${encodeURIComponent(id)}`
const leads = resourceQueries('leads')

export const leadQueries = {
  list: (params: LeadListParams) => leads.pages(params, LEADS_PAGE_SIZE, { keepPrevious: true }),

  detail: leads.detail,

  activities: (leadId: string) =>
    resourceQueries('lead-activities').rows({ lead_id: leadId }, ROWS_PAGE_SIZE),

  notes: (leadId: string) =>
    resourceQueries('lead-notes').rows({ lead_id: leadId }, ROWS_PAGE_SIZE),

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

export const useCreateLead = () => useCreateRecord('leads', { handlesErrors: true })

export const useUpdateLead = (id: string) =>
  useUpdateRecord('leads', (patch: PatchLeadInput) => ({ id, patch }), { handlesErrors: true })

export function useConvertLead(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ConvertLeadInput) =>
      api.post<{ job: Job; lead: Lead }>(`${path(id)}/convert`, input),
    meta: { handlesErrors: true },
    onSuccess: ({ lead }) => {
      void recordSaved(queryClient, 'leads', lead)
      void queryClient.invalidateQueries({ queryKey: ['jobs'] })
    },
  })
}

export const useDeleteLead = (id: string) => useDeleteRecord('leads', id)
export const useCreateLeadActivity = () =>
  useCreateRecord('lead-activities', { handlesErrors: true })
export const useDeleteLeadActivity = () => useDeleteRecord('lead-activities')
export const useCreateLeadNote = () => useCreateRecord('lead-notes')
export const useDeleteLeadNote = () => useDeleteRecord('lead-notes')
export const useUploadLeadDocument = () => useCreateRecord('lead-documents')
export const useDeleteLeadDocument = () => useDeleteRecord('lead-documents')

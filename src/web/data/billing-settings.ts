// The business's billing settings (tax rate, rounding, payment terms; decision 058): read by the
// estimate and invoice forms of sales and billing (new documents are made with them), saved by the
// Owner on Settings > Business / Branding.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  DEFAULT_BILLING_SETTINGS,
  type BillingSettings,
  type PatchBillingSettingsInput,
} from '../../domain/settings/billing-settings'
import { api } from './api-client'

const PATH = '/api/settings/billing'
const billingSettingsKey = ['settings', 'billing'] as const

export const billingSettingsQuery = () =>
  queryOptions({
    queryKey: billingSettingsKey,
    queryFn: ({ signal }) => api.get<BillingSettings>(PATH, { signal }),
    // The defaults until the answer comes (a form shows its totals at once).
    placeholderData: DEFAULT_BILLING_SETTINGS,
    staleTime: 60_000,
  })

export function useSaveBillingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: PatchBillingSettingsInput) => api.patch<BillingSettings>(PATH, patch),
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(billingSettingsKey, saved),
  })
}

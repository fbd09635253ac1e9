import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { DEFAULT_BILLING_SETTINGS, documentRates } from '../../../domain/settings/billing-settings'
import { billingSettingsQuery } from '../../data/billing-settings'
import { ESTIMATE_CREATED } from '../../../domain/sales/estimate'
import { BackLink } from '../../components/back-link'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { isApiError } from '../../data/api-error'
import { showFieldErrors } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateEstimate } from './estimate-api'
import { EstimateForm, estimateFieldNames, newEstimateValues } from './estimate-form'
import { ESTIMATES_HREF, estimateHref } from './estimate-links'

export function EstimateNewPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const create = useCreateEstimate()
  // A new estimate is made with the business's tax rate and rounding (decision 058).
  const settings = useQuery(billingSettingsQuery()).data ?? DEFAULT_BILLING_SETTINGS

  return (
    <Page className="max-w-4xl">
      <BackLink to={ESTIMATES_HREF}>Back</BackLink>
      <PageHeader title="Create Estimate" description="Price the work for a client." />
      <EstimateForm
        label="New estimate"
        // A person's page can start an estimate for them (?client=id).
        defaultValues={newEstimateValues(searchParams.get('client') ?? '')}
        submitLabel="Create Estimate"
        rates={documentRates(settings)}
        isSaving={create.isPending}
        onCancel={() => void navigate(ESTIMATES_HREF)}
        onSave={(values, form) =>
          create.mutate(values, {
            onSuccess: (estimate) => {
              toastSuccess(ESTIMATE_CREATED.title, ESTIMATE_CREATED.description)
              void navigate(estimateHref(estimate.id))
            },
            onError: (error) => {
              if (isApiError(error) && error.fields) {
                showFieldErrors(form, error.fields, estimateFieldNames)
              }
              toastError('Error', error.message)
            },
          })
        }
      />
    </Page>
  )
}

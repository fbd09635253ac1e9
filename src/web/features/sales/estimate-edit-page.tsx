// Edit Estimate (/sales/estimates/{id}/edit): the New Estimate form, prefilled, for an Open estimate
// only; any other shows why it cannot be edited (the same refusal the API gives).
import { useQuery } from '@tanstack/react-query'
import { Lock } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import {
  ESTIMATE_EDITED,
  estimateEditRefusal,
  estimateNumber,
  type Estimate,
} from '../../../domain/sales/estimate'
import { BackLink } from '../../components/back-link'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { LinkButton } from '../../components/link-button'
import { isApiError } from '../../data/api-error'
import { showFieldErrors } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { EstimateLoadError } from './estimate-load-error'
import { estimateQueries, useUpdateEstimate } from './estimate-api'
import { EstimateForm, estimateFieldNames, estimateFormValues } from './estimate-form'
import { estimateHref } from './estimate-links'

export function EstimateEditPage() {
  const { id = '' } = useParams()
  const estimate = useQuery(estimateQueries.detail(id))

  if (estimate.isPending) {
    return (
      <Page className="max-w-4xl" aria-busy="true">
        <span className="sr-only" role="status">
          Loading estimate
        </span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-96 rounded-xl" />
      </Page>
    )
  }
  if (estimate.isError) {
    return <EstimateLoadError error={estimate.error} onRetry={() => void estimate.refetch()} />
  }
  return <EstimateEdit estimate={estimate.data} />
}

function EstimateEdit({ estimate }: { estimate: Estimate }) {
  const navigate = useNavigate()
  const update = useUpdateEstimate(estimate.id)
  const detailHref = estimateHref(estimate.id)
  const refusal = estimateEditRefusal(estimate)

  return (
    <Page className="max-w-4xl">
      <BackLink to={detailHref}>Back</BackLink>
      <PageHeader title="Edit Estimate" description={estimateNumber(estimate.id)} />
      {refusal ? (
        <EmptyState
          icon={<Lock />}
          title={<span className="text-lg">This estimate cannot be edited</span>}
          description={refusal}
          action={
            <LinkButton to={detailHref} variant="outline">
              Back to the estimate
            </LinkButton>
          }
        />
      ) : (
        <EstimateForm
          // A stale save reloads the estimate: the form starts again from what is stored now.
          key={estimate.version}
          label="Edit estimate"
          defaultValues={estimateFormValues(estimate)}
          submitLabel="Save Changes"
          rates={estimate}
          isSaving={update.isPending}
          onCancel={() => void navigate(detailHref)}
          onSave={(values, form) =>
            update.mutate(
              { ...values, version: estimate.version },
              {
                onSuccess: () => {
                  toastSuccess(ESTIMATE_EDITED.title, ESTIMATE_EDITED.description)
                  void navigate(detailHref)
                },
                onError: (error) => {
                  if (isApiError(error) && error.fields) {
                    showFieldErrors(form, error.fields, estimateFieldNames)
                  }
                  toastError('Error', error.message)
                },
              },
            )
          }
        />
      )}
    </Page>
  )
}

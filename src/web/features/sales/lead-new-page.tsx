import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { LEAD_REQUIRED_MESSAGE } from '../../../domain/sales/lead'
import { BackLink } from '../../components/back-link'
import { FormActions } from '../../components/form-actions'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Card, CardContent } from '../../components/ui/card'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { toastSuccess } from '../../lib/toast'
import { useCreateLead } from './lead-api'
import { leadFieldNames, leadFormValues, newLeadFormSchema, type NewLeadInput } from './lead-form'
import { LeadFormFields } from './lead-form-fields'
import { LEADS_HREF, leadHref } from './lead-links'

export function LeadNewPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const create = useCreateLead()
  const form = useForm({
    defaultValues: leadFormValues(undefined, searchParams.get('person') ?? ''),
    resolver: zodResolver(newLeadFormSchema),
  })

  function onSubmit(input: NewLeadInput) {
    create.mutate(input, {
      onSuccess: (lead) => {
        toastSuccess('Lead created', `${lead.name} was added to your pipeline`)
        void navigate(leadHref(lead.id))
      },
      onError: toastSaveError(form, leadFieldNames),
    })
  }

  return (
    <Page className="max-w-2xl">
      <BackLink to={LEADS_HREF}>Back to Leads</BackLink>
      <PageHeader title="New Lead" description="Someone who may need your services." />
      <Card>
        <CardContent>
          <form
            noValidate
            onSubmit={form.handleSubmit(
              onSubmit,
              toastRefusedForm(leadFieldNames, LEAD_REQUIRED_MESSAGE),
            )}
            aria-label="New lead"
          >
            <LeadFormFields form={form} showStage />
            <FormActions
              submitLabel="Create Lead"
              isSaving={create.isPending}
              onCancel={() => void navigate(LEADS_HREF)}
            />
          </form>
        </CardContent>
      </Card>
    </Page>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { LEAD_REQUIRED_MESSAGE } from '../../../domain/sales/lead'
import { FormPage } from '../../components/form-page'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateLead } from './lead-api'
import { leadFieldNames, leadFormValues, newLeadFormSchema } from './lead-form'
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

  const onSubmit = submitForm(
    form,
    leadFieldNames,
    create.mutate,
    (lead) => {
      toastSuccess('Lead created', `${lead.name} was added to your pipeline`)
      void navigate(leadHref(lead.id))
    },
    LEAD_REQUIRED_MESSAGE,
  )

  return (
    <FormPage
      backTo={LEADS_HREF}
      backLabel="Back to Leads"
      title="New Lead"
      description="Someone who may need your services."
      formLabel="New lead"
      submitLabel="Create Lead"
      isSaving={create.isPending}
      onSubmit={onSubmit}
    >
      <LeadFormFields form={form} showStage />
    </FormPage>
  )
}

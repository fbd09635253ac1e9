// Edit Lead: name, contact person, source and potential value (the stage moves on the page).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { LEAD_REQUIRED_MESSAGE, type Lead } from '../../../domain/sales/lead'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useUpdateLead } from './lead-api'
import { editLeadFormSchema, leadFieldNames, leadFormValues } from './lead-form'
import { LeadFormFields } from './lead-form-fields'
import type { OverlayProps } from '../../components/overlay-props'

export type LeadEditDialogProps = OverlayProps & {
  lead: Lead
}

export function LeadEditDialog({ lead, ...dialog }: LeadEditDialogProps) {
  return (
    <FreshFormDialog {...dialog} className="sm:max-w-xl">
      {(close) => <LeadEditForm lead={lead} onDone={close} />}
    </FreshFormDialog>
  )
}

function LeadEditForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const update = useUpdateLead(lead.id)
  const form = useForm({
    defaultValues: leadFormValues(lead),
    resolver: zodResolver(editLeadFormSchema),
  })

  const onSubmit = submitForm(
    form,
    leadFieldNames,
    (input, callbacks) => update.mutate({ ...input, version: lead.version }, callbacks),
    (saved: Lead) => {
      toastSuccess('Lead updated', `${saved.name} was saved`)
      onDone()
    },
    LEAD_REQUIRED_MESSAGE,
  )

  return (
    <FormDialogBody
      title="Edit Lead"
      description="Change the lead's details."
      formLabel="Edit lead"
      submitLabel="Save Changes"
      savingLabel="Saving…"
      isSaving={update.isPending}
      onCancel={onDone}
      onSubmit={onSubmit}
    >
      <LeadFormFields form={form} showStage={false} currentSource={lead.source} />
    </FormDialogBody>
  )
}

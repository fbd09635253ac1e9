// Edit Lead: name, contact person, source and potential value (the stage moves on the page).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { LEAD_REQUIRED_MESSAGE, type Lead } from '../../../domain/sales/lead'
import { FormDialogBody, FormDialogFrame } from '../../components/form-dialog'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useUpdateLead } from './lead-api'
import { editLeadFormSchema, leadFieldNames, leadFormValues } from './lead-form'
import { LeadFormFields } from './lead-form-fields'

export type LeadEditDialogProps = {
  lead: Lead
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function LeadEditDialog({ lead, open, onOpenChange }: LeadEditDialogProps) {
  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      {open ? <LeadEditForm lead={lead} onDone={() => onOpenChange(false)} /> : null}
    </FormDialogFrame>
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

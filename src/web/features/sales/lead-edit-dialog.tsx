// Edit Lead: name, contact person, source and potential value (the stage moves on the page).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { LEAD_REQUIRED_MESSAGE, type Lead } from '../../../domain/sales/lead'
import { FormDialogBody, FormDialogFrame } from '../../components/form-dialog'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { toastSuccess } from '../../lib/toast'
import { useUpdateLead } from './lead-api'
import { editLeadFormSchema, leadFieldNames, leadFormValues, type EditLeadInput } from './lead-form'
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

  function onSubmit(input: EditLeadInput) {
    update.mutate(
      { ...input, version: lead.version },
      {
        onSuccess: (saved) => {
          toastSuccess('Lead updated', `${saved.name} was saved`)
          onDone()
        },
        onError: toastSaveError(form, leadFieldNames),
      },
    )
  }

  return (
    <FormDialogBody
      title="Edit Lead"
      description="Change the lead's details."
      formLabel="Edit lead"
      submitLabel="Save Changes"
      savingLabel="Saving…"
      isSaving={update.isPending}
      onCancel={onDone}
      onSubmit={form.handleSubmit(
        onSubmit,
        toastRefusedForm(leadFieldNames, LEAD_REQUIRED_MESSAGE),
      )}
    >
      <LeadFormFields form={form} showStage={false} currentSource={lead.source} />
    </FormDialogBody>
  )
}

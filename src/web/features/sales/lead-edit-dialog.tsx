// Edit Lead: name, contact person, source and potential value (the stage moves on the page).
import { useForm } from 'react-hook-form'
import type { Lead } from '../../../domain/sales/lead'
import { FormActions } from '../../components/form-actions'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { isApiError } from '../../data/api-error'
import { showFieldErrors } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useUpdateLead } from './lead-api'
import {
  checkLeadForm,
  leadFieldNames,
  leadFormValues,
  parseValue,
  type LeadFormValues,
} from './lead-form'
import { LeadFormFields } from './lead-form-fields'

export type LeadEditDialogProps = {
  lead: Lead
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function LeadEditDialog({ lead, open, onOpenChange }: LeadEditDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Lead</DialogTitle>
          <DialogDescription>Change the lead&apos;s details.</DialogDescription>
        </DialogHeader>
        {open ? <LeadEditForm lead={lead} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function LeadEditForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const update = useUpdateLead(lead.id)
  const form = useForm<LeadFormValues>({ defaultValues: leadFormValues(lead) })

  function onSubmit(values: LeadFormValues) {
    const problem = checkLeadForm(values)
    if (problem) {
      showFieldErrors(form, problem.fields, leadFieldNames)
      toastError('Error', problem.message)
      return
    }
    update.mutate(
      {
        name: values.name,
        person_id: values.person_id,
        source: values.source,
        value: parseValue(values.value) ?? 0,
        version: lead.version,
      },
      {
        onSuccess: (saved) => {
          toastSuccess('Lead updated', `${saved.name} was saved`)
          onDone()
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) showFieldErrors(form, error.fields, leadFieldNames)
          toastError('Error', error.message)
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Edit lead">
      <LeadFormFields form={form} showStage={false} currentSource={lead.source} />
      <FormActions submitLabel="Save Changes" isSaving={update.isPending} onCancel={onDone} />
    </form>
  )
}

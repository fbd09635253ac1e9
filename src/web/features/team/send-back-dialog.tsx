// Send back a submitted week (Owner, Office) with a note saying what to fix (required).
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { sendBackBodySchema } from '../../../domain/time/time-api'
import { FormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import type { OverlayProps } from '../../components/overlay-props'
import { Textarea } from '../../components/ui/textarea'
import { toastRefusedForm } from '../../lib/form-errors'

type SendBackValues = { note: string }

export type SendBackDialogProps = OverlayProps & {
  isSaving: boolean
  onSendBack: (note: string) => void
}

export function SendBackDialog({ open, onOpenChange, isSaving, onSendBack }: SendBackDialogProps) {
  const form = useForm<SendBackValues>({
    resolver: zodResolver(sendBackBodySchema),
    defaultValues: { note: '' },
  })
  // Each sending back starts with an empty note (the last one was sent, or given up).
  useEffect(() => {
    if (open) form.reset({ note: '' })
  }, [open, form])
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isLockedWhileSaving
      title="Send back"
      description="The week opens again for changes; the note tells the employee what to fix."
      formLabel="Send back"
      submitLabel="Send back"
      isSaving={isSaving}
      onSubmit={form.handleSubmit(
        (values) => onSendBack(values.note),
        toastRefusedForm(['note'] as const),
      )}
    >
      <FormField form={form} name="note" id="send-back-note" label="Note">
        {(control) => <Textarea rows={3} maxLength={500} {...control} />}
      </FormField>
    </FormDialog>
  )
}

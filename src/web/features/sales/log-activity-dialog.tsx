// Log Activity: what happened with a lead (a call, an email, a meeting, a site visit) and when.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { LEAD_REQUIRED_MESSAGE } from '../../../domain/sales/lead'
import { leadActivityTypes } from '../../../domain/sales/lead-activity'
import { DateTimeField } from '../../components/date-time-field'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import { Select } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { toastRefusedForm } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateLeadActivity } from './lead-api'
import { activityFieldNames, activityFormSchema, activityFormValues } from './lead-activity-form'
import type { OverlayProps } from '../../components/overlay-props'

export type LogActivityDialogProps = OverlayProps & {
  leadId: string
}

export function LogActivityDialog({ leadId, ...dialog }: LogActivityDialogProps) {
  return (
    <FreshFormDialog {...dialog} className="sm:max-w-lg">
      {(close) => <ActivityForm leadId={leadId} onDone={close} />}
    </FreshFormDialog>
  )
}

function ActivityForm({ leadId, onDone }: { leadId: string; onDone: () => void }) {
  const create = useCreateLeadActivity()
  const [now] = useState(() => Date.now())
  const form = useForm({
    defaultValues: activityFormValues(now),
    resolver: zodResolver(activityFormSchema(leadId)),
  })

  function onSubmit(input: z.output<ReturnType<typeof activityFormSchema>>) {
    create.mutate(input, {
      onSuccess: (activity) => {
        toastSuccess('Activity logged', `${activity.type} added to the lead's history`)
        onDone()
      },
      onError: (error) => toastError('Error', error.message),
    })
  }

  return (
    <FormDialogBody
      title="Log Activity"
      description="Record a call, email, meeting or visit with this lead."
      formLabel="Log activity"
      submitLabel="Save Activity"
      savingLabel="Saving…"
      isSaving={create.isPending}
      onCancel={onDone}
      onSubmit={form.handleSubmit(
        onSubmit,
        toastRefusedForm(activityFieldNames, LEAD_REQUIRED_MESSAGE, ['date']),
      )}
    >
      <FormField form={form} name="type" id="activity-type" label="Type">
        {(control) => (
          <Select {...control}>
            {leadActivityTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField form={form} name="summary" id="activity-summary" label="Summary">
        {(control) => (
          <Textarea
            rows={3}
            maxLength={2000}
            placeholder="What happened, what comes next"
            {...control}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <DateTimeField
          form={form}
          name="date"
          id="activity-date"
          label="Date"
          type="date"
          isRequired={false}
        />
        <DateTimeField
          form={form}
          name="time"
          id="activity-time"
          label="Time"
          type="time"
          isRequired={false}
        />
      </div>
    </FormDialogBody>
  )
}

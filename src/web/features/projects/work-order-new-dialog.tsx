// Creates a work order for a job: the job, then materials and checklist items one per line.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { WorkOrder } from '../../../domain/projects/work-order'
import { FormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import { JobPickerField } from '../../components/job-picker-field'
import { jobLabelWithDate } from '../../components/job-select'
import { Textarea } from '../../components/ui/textarea'
import { firstErrorMessage, toastSaveError } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateWorkOrder } from './api'
import {
  newWorkOrderValues,
  workOrderFieldNames,
  workOrderFormSchema,
  type WorkOrderFormOutput,
} from './work-order-form-values'
import type { OverlayProps } from '../../components/overlay-props'

export function WorkOrderNewDialog({
  open,
  onOpenChange,
  onCreated,
}: OverlayProps & {
  onCreated: (order: WorkOrder) => void
}) {
  const create = useCreateWorkOrder()
  const form = useForm({
    defaultValues: newWorkOrderValues,
    resolver: zodResolver(workOrderFormSchema),
  })

  function onSubmit(input: WorkOrderFormOutput) {
    create.mutate(input, {
      onSuccess: (order) => {
        toastSuccess('Work order created', 'Tick the checklist as the work gets done')
        form.reset()
        onCreated(order)
      },
      onError: toastSaveError(form, workOrderFieldNames),
    })
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto"
      title="New Work Order"
      description="What the crew needs and what it must do on the job."
      formLabel="New work order"
      submitLabel="Create Work Order"
      isSaving={create.isPending}
      onSubmit={form.handleSubmit(onSubmit, (errors) =>
        toastError(
          'Error',
          errors.job_id
            ? 'Please select a job'
            : (firstErrorMessage(errors, workOrderFieldNames) ?? 'Please check the form'),
        ),
      )}
    >
      <JobPickerField
        form={form}
        name="job_id"
        id="wo-job"
        label="Job"
        getLabel={jobLabelWithDate}
        placeholder="Select a job..."
      />
      <FormField
        form={form}
        name="materials"
        id="wo-materials"
        label="Materials"
        description="One per line"
      >
        {(control) => (
          <Textarea rows={3} placeholder={'Hardwood mulch\nLandscape fabric'} {...control} />
        )}
      </FormField>
      <FormField
        form={form}
        name="checklist"
        id="wo-checklist"
        label="Checklist"
        description="One item per line"
      >
        {(control) => (
          <Textarea
            rows={4}
            placeholder={'Walk the site with the client\nClean up and haul debris'}
            {...control}
          />
        )}
      </FormField>
    </FormDialog>
  )
}

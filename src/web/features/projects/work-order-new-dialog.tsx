// Creates a work order for a job: the job, then materials and checklist items one per line.
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { Job } from '../../../domain/projects/job'
import type { WorkOrder } from '../../../domain/projects/work-order'
import { splitEntries } from '../../../domain/projects/work-order-edit'
import { RecordPickerField } from '../../components/record-picker-field'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Field, FieldDescription, FieldGroup, FieldLabel } from '../../components/ui/field'
import { Textarea } from '../../components/ui/textarea'
import { isApiError } from '../../data/api-error'
import { formatDate } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateWorkOrder } from './api'

type Values = { job_id: string; materials: string; checklist: string }

export function WorkOrderNewDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (order: WorkOrder) => void
}) {
  const create = useCreateWorkOrder()
  const form = useForm<Values>({ defaultValues: { job_id: '', materials: '', checklist: '' } })

  function onSubmit(values: Values) {
    if (!values.job_id) {
      form.setError('job_id', { message: 'Select a job' }, { shouldFocus: true })
      toastError('Error', 'Please select a job')
      return
    }
    create.mutate(
      {
        job_id: values.job_id,
        materials: splitEntries(values.materials),
        checklist: splitEntries(values.checklist).map((label) => ({ label })),
      },
      {
        onSuccess: (order) => {
          toastSuccess('Work order created', 'Tick the checklist as the work gets done')
          form.reset()
          onCreated(order)
        },
        onError: (error) => {
          const field = isApiError(error) ? error.fields : undefined
          if (field?.job_id) form.setError('job_id', { message: field.job_id })
          toastError('Error', error.message)
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New Work Order</DialogTitle>
          <DialogDescription>What the crew needs and what it must do on the job.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="New work order">
          <FieldGroup>
            <RecordPickerField<Values, Job>
              form={form}
              name="job_id"
              id="wo-job"
              label="Job"
              collection="jobs"
              sort="recent"
              getLabel={(job) => `${job.title} (${formatDate(job.date)})`}
              placeholder="Select a job..."
              noneLabel="Select a job..."
              searchLabel="Search jobs"
            />
            <Field>
              <FieldLabel htmlFor="wo-materials">Materials</FieldLabel>
              <Textarea
                id="wo-materials"
                rows={3}
                placeholder={'Hardwood mulch\nLandscape fabric'}
                aria-describedby="wo-materials-hint"
                {...form.register('materials')}
              />
              <FieldDescription id="wo-materials-hint">One per line</FieldDescription>
            </Field>
            <Field>
              <FieldLabel htmlFor="wo-checklist">Checklist</FieldLabel>
              <Textarea
                id="wo-checklist"
                rows={4}
                placeholder={'Walk the site with the client\nClean up and haul debris'}
                aria-describedby="wo-checklist-hint"
                {...form.register('checklist')}
              />
              <FieldDescription id="wo-checklist-hint">One item per line</FieldDescription>
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : null}
                Create Work Order
              </Button>
            </DialogFooter>
          </FieldGroup>
        </form>
      </DialogContent>
    </Dialog>
  )
}

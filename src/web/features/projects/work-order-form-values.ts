// The New Work Order form's values (materials and checklist one per line) and their mapping to the
// API's create input, checked with the domain's work order schema.
import { z } from 'zod'
import { createWorkOrderInput } from '../../../domain/projects/work-order'
import { splitEntries } from '../../../domain/projects/work-order-edit'

export type WorkOrderFormValues = {
  /** '' until a job is picked. */
  job_id: string
  materials: string
  checklist: string
}
export const workOrderFieldNames = ['job_id', 'materials', 'checklist'] as const
export const newWorkOrderValues: WorkOrderFormValues = { job_id: '', materials: '', checklist: '' }

/** The domain's create schema, with the message of a job not picked yet. */
const workOrderWireSchema = createWorkOrderInput.extend({
  job_id: z.string().min(1, 'Select a job').pipe(createWorkOrderInput.shape.job_id),
})

/** One material and one checklist item a line; blank lines are dropped. */
export function workOrderInputFromForm(
  values: WorkOrderFormValues,
): z.input<typeof workOrderWireSchema> {
  return {
    job_id: values.job_id,
    materials: splitEntries(values.materials),
    checklist: splitEntries(values.checklist).map((label) => ({ label })),
  }
}

export const workOrderFormSchema = z
  .object({ job_id: z.string(), materials: z.string(), checklist: z.string() })
  .transform(workOrderInputFromForm)
  .pipe(workOrderWireSchema)
export type WorkOrderFormOutput = z.output<typeof workOrderFormSchema>

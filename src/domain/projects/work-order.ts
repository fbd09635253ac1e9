import { z } from 'zod'
import { idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const checklistItemSchema = z
  .object({ label: requiredText('Checklist item'), done: z.boolean().default(false) })
  .strict()
export type ChecklistItem = z.output<typeof checklistItemSchema>

export const workOrderSchema = z.object({
  id: idSchema,
  job_id: idSchema,
  materials: z.array(z.string()),
  checklist: z.array(z.object({ label: z.string(), done: z.boolean() })),
  version: versionSchema,
})
export type WorkOrder = z.infer<typeof workOrderSchema>

const fields = {
  job_id: idSchema,
  materials: z.array(requiredText('Material')).max(200, 'At most 200 materials'),
  checklist: z.array(checklistItemSchema).max(200, 'At most 200 checklist items'),
}

export const createWorkOrderInput = z
  .object({
    job_id: fields.job_id,
    materials: fields.materials.default([]),
    checklist: fields.checklist.default([]),
  })
  .strict()
export const patchWorkOrderInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

/** Checklist progress as done / total. */
export function checklistProgress(order: Pick<WorkOrder, 'checklist'>): {
  done: number
  total: number
} {
  return { done: order.checklist.filter((c) => c.done).length, total: order.checklist.length }
}

export const workOrderResource = defineResource({
  name: 'work-orders',
  label: 'Work order',
  schema: workOrderSchema,
  createInput: createWorkOrderInput,
  patchInput: patchWorkOrderInput,
  build: (input, { newId }) => ({ id: newId(), ...input }),
  applyPatch: (order, patch) => mergePatch(order, patch),
  list: {
    search: ['materials'],
    filters: {},
    fields: { job_id: 'uuid' },
    sorts: { id: { field: 'id', direction: 'asc', kind: 'text' } },
    defaultSort: 'id',
  },
  referencedBy: [],
})

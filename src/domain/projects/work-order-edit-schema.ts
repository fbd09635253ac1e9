// POST /api/work-orders/:id/edit (issue #33): one checklist or material change as a command, applied
// on the server to the stored work order, so a change replayed from the phone never overwrites the
// office's other edits of the list.
import { z } from 'zod'
import { MAX_TEXT } from '../shared/text-limits'
import type { WorkOrderEdit } from './work-order-edit'

const index = z.number().int().min(0).max(10_000)
const text = z.string().max(MAX_TEXT)
const expected = (what: string) =>
  text.optional().describe(`The ${what} expected at index: refused (409) when another is there now`)

export const workOrderEditSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('check'), index, done: z.boolean(), label: expected('item') })
    .strict(),
  z.object({ kind: z.literal('add-item'), label: z.string().max(MAX_TEXT * 2) }).strict(),
  z.object({ kind: z.literal('remove-item'), index, label: expected('item') }).strict(),
  z.object({ kind: z.literal('add-material'), name: z.string().max(MAX_TEXT * 2) }).strict(),
  z.object({ kind: z.literal('remove-material'), index, name: expected('material') }).strict(),
]) satisfies z.ZodType<WorkOrderEdit>

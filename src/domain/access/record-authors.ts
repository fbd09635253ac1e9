// Who created a record and who changed it last (issue #20): the answer of
// GET /api/{collection}/:id/authors. Sample data, and every record of the demo (no accounts), have
// neither.
import { z } from 'zod'
import { idSchema } from '../shared/fields'

/** A user as an author: their name, or null when the user has been removed since. */
export const authorSchema = z.object({ id: idSchema, name: z.string().nullable() }).nullable()
export type Author = z.infer<typeof authorSchema>

export const recordAuthorsSchema = z.object({ created_by: authorSchema, updated_by: authorSchema })
export type RecordAuthors = z.infer<typeof recordAuthorsSchema>

/** Who created and last changed one record, as the server keeps it (and a backup carries it). */
export const recordStampSchema = z
  .object({
    collection: z.string(),
    record_id: idSchema,
    created_by: idSchema.nullable(),
    updated_by: idSchema.nullable(),
  })
  .strict()
export type RecordStamp = z.infer<typeof recordStampSchema>

/** The line a detail page shows, or null when nobody is known. */
export function authorsLine({ created_by, updated_by }: RecordAuthors): string | null {
  const name = (author: NonNullable<Author>) => author.name ?? 'a removed user'
  const parts: string[] = []
  if (created_by) parts.push(`Created by ${name(created_by)}`)
  if (updated_by && updated_by.id !== created_by?.id)
    parts.push(`Last changed by ${name(updated_by)}`)
  return parts.length > 0 ? parts.join(' · ') : null
}

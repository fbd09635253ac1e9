// An import as it is kept, so it can be undone as a whole: the records it created (with the version
// it left them at) and the rows it updated as they were before. Undo refuses when any of them has
// changed since (its version moved on).
import { z } from 'zod'
import { epochMsSchema, idSchema } from '../shared/fields'
import { IMPORT_FIELDS, IMPORT_KINDS, type ImportKind } from './import-fields'
import { DUPLICATE_CHOICES } from './import-plan'
import { MAX_IMPORT_CELL, MAX_IMPORT_ROWS } from './import-rows'

export const importRecordSchema = z.object({
  id: idSchema,
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  at: epochMsSchema,
  /** Who imported, "Name <e-mail>" (the demo: its team member). */
  actor: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** The records the import made, at the version it made them. */
  created_rows: z.array(z.object({ id: idSchema, version: z.number().int() })),
  /** The records it changed, as they were before (their version is the one before the import's). */
  previous_rows: z.array(z.record(z.string(), z.unknown())),
  undone_at: epochMsSchema.nullable(),
})
export type ImportRecord = z.infer<typeof importRecordSchema>

/** What the list of imports shows: the record without its undo data. */
export const importSummarySchema = importRecordSchema.omit({
  created_rows: true,
  previous_rows: true,
})
export type ImportSummary = z.infer<typeof importSummarySchema>

export const summaryOf = ({ created_rows: _c, previous_rows: _p, ...summary }: ImportRecord) =>
  summary satisfies ImportSummary

const cell = z
  .string({ message: 'Every cell must be text' })
  .max(MAX_IMPORT_CELL, `A cell is too long (max ${MAX_IMPORT_CELL} characters)`)
  .optional()

/** The body of POST /api/imports/{kind}: the file's rows as the mapping step made them. */
export function importRequestSchema(kind: ImportKind) {
  const row = z
    .object(Object.fromEntries(IMPORT_FIELDS[kind].map((field) => [field, cell])))
    .strict()
  return z
    .object({
      file_name: z.string().trim().max(200, 'The file name is too long (max 200)').default(''),
      on_duplicate: z
        .enum(DUPLICATE_CHOICES, { message: 'on_duplicate must be skip or update' })
        .default('skip'),
      /** Work out and answer the outcome without writing anything (the preview). */
      dry_run: z.boolean().default(false),
      rows: z
        .array(row)
        .min(1, 'The file has no rows to import')
        .max(
          MAX_IMPORT_ROWS,
          `An import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows: split the file`,
        ),
    })
    .strict()
}

/** One row of the answer that did not simply create a record. */
export const importRowOutcomeSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update', 'skip']),
  reason: z.string().optional(),
})

export const importResultSchema = z.object({
  /** The stored import; null for a dry run. */
  import: importSummarySchema.nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** The updated and skipped rows, with why. */
  rows: z.array(importRowOutcomeSchema),
})
export type ImportResult = z.infer<typeof importResultSchema>

// CSV imports (issue #21): POST /api/imports/{persons|companies} with the mapped rows (dry_run for
// the preview), GET /api/imports (the newest), POST /api/imports/:id/undo. For whoever may change
// persons and companies.
import { z } from 'zod'
import { IMPORT_KINDS } from '../../domain/imports/import-fields'
import {
  importRequestSchema,
  importResultSchema,
  importSummarySchema,
  type ImportResult,
  type ImportSummary,
} from '../../domain/imports/import-record'
import { idSchema } from '../../domain/shared/fields'
import { AppError } from '../../domain/shared/app-error'
import { audited } from '../access/audited'
import { importRows, undoImport } from './imports'
import { ctxOf, type ApiRoute } from '../shared/route-types'

/** The demo has no sign-in: its imports are its team member's. */
const DEMO_ACTOR = 'Demo'

/** How many imports GET /api/imports lists. */
export const IMPORTS_LISTED = 20

export function importRoutes(): ApiRoute[] {
  return [
    ...IMPORT_KINDS.map((kind): ApiRoute => ({
      method: 'POST',
      path: `/api/imports/${kind}`,
      summary: `Import ${kind} from the mapped rows of a CSV file, in one transaction (dry_run: only say what it would do)`,
      tag: 'imports',
      access: 'crm:write',
      bodySchema: importRequestSchema(kind),
      responseSchema: importResultSchema,
      successStatus: 200,
      audit: (_input, result) => {
        const answer = result.body as ImportResult
        const stored = answer.import
        if (!stored) return null
        return {
          kind: 'import',
          summary: `Imported ${kind} from ${stored.file_name || 'a CSV file'}: ${answer.created} created, ${answer.updated} updated, ${answer.skipped} skipped`,
        }
      },
      handle: async (input, deps) => {
        const actor = input.grant?.actor?.label ?? DEMO_ACTOR
        return deps.store.transaction(async (tx) =>
          audited(tx, input, {
            status: 200,
            body: await importRows(tx, kind, input.body, ctxOf(deps), actor),
          }),
        )
      },
    })),
    {
      method: 'GET',
      path: '/api/imports',
      summary: `The newest ${IMPORTS_LISTED} CSV imports`,
      tag: 'imports',
      access: 'crm:write',
      responseSchema: z.object({ items: z.array(importSummarySchema) }),
      successStatus: 200,
      handle: async (_input, deps) => {
        const items = await deps.store.transaction((tx) => tx.imports.list(IMPORTS_LISTED))
        return { status: 200, body: { items } }
      },
    },
    {
      method: 'POST',
      path: '/api/imports/:id/undo',
      summary:
        'Undo a CSV import: remove the records it created and restore those it updated (409 when any changed since)',
      tag: 'imports',
      access: 'crm:write',
      responseSchema: importSummarySchema,
      successStatus: 200,
      audit: (_input, result) => {
        const undone = result.body as ImportSummary
        return {
          kind: 'import-undo',
          summary: `Undid the import of ${undone.kind} from ${undone.file_name || 'a CSV file'} (${undone.created} created, ${undone.updated} updated)`,
        }
      },
      handle: async (input, deps) => {
        const id = idSchema.safeParse(input.params.id ?? '')
        if (!id.success) throw new AppError('NOT_FOUND', 'Import not found')
        return deps.store.transaction(async (tx) =>
          audited(tx, input, { status: 200, body: await undoImport(tx, id.data, ctxOf(deps)) }),
        )
      },
    },
  ]
}

// The CSV imports' port (api/imports-store.ts) on SQL: one row per import, its undo data as jsonb.
import { desc, eq } from 'drizzle-orm'
import type { ImportsTx } from '../../api/imports/imports-store'
import {
  importRecordSchema,
  importSummarySchema,
  type ImportRecord,
} from '../../domain/imports/import-record'
import type { Executor } from './executor'
import { imports } from './schema'

export function createImportsTx(db: Executor): ImportsTx {
  return {
    async save(record: ImportRecord) {
      await db
        .insert(imports)
        .values(record)
        .onConflictDoUpdate({ target: imports.id, set: record })
    },
    async get(id) {
      const rows = await db.select().from(imports).where(eq(imports.id, id)).for('update')
      return rows[0] ? importRecordSchema.parse(rows[0]) : null
    },
    async list(limit) {
      const rows = await db
        .select({
          id: imports.id,
          kind: imports.kind,
          file_name: imports.file_name,
          at: imports.at,
          actor: imports.actor,
          created: imports.created,
          updated: imports.updated,
          skipped: imports.skipped,
          undone_at: imports.undone_at,
        })
        .from(imports)
        .orderBy(desc(imports.at), desc(imports.id))
        .limit(limit)
      return rows.map((row) => importSummarySchema.parse(row))
    },
  }
}

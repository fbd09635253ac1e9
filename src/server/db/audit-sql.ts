// The audit log's port (api/audit-store.ts) on SQL: newest first, paged by (at, id).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AuditTx } from '../../api/access/audit-store'
import { auditEntrySchema, type AuditEntry } from '../../domain/access/audit'
import { AppError } from '../../domain/shared/app-error'
import type { Executor } from './executor'
import { auditLog } from './schema'

const encodeCursor = (entry: AuditEntry) => `${entry.at}.${entry.id}`

function decodeCursor(cursor: string): { at: number; id: string } {
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(cursor)
  if (!match) throw new AppError('VALIDATION', 'Invalid cursor', { cursor: 'Invalid cursor' })
  return { at: Number(match[1]), id: match[2] ?? '' }
}

export function createAuditTx(db: Executor): AuditTx {
  return {
    async record(entry) {
      await db.insert(auditLog).values(entry)
    },
    async list(query) {
      const where: SQL[] = []
      if (query.user_id) where.push(eq(auditLog.user_id, query.user_id))
      if (query.kind) where.push(eq(auditLog.kind, query.kind))
      if (query.cursor) {
        const after = decodeCursor(query.cursor)
        where.push(sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}, ${after.id}::uuid)`)
      }
      const rows = await db
        .select()
        .from(auditLog)
        .where(where.length > 0 ? and(...where) : undefined)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.limit + 1)
      const items = rows.slice(0, query.limit).map((row) => auditEntrySchema.parse(row))
      const last = items.at(-1)
      return { items, next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null }
    },
    async exportAll() {
      const rows = await db.select().from(auditLog).orderBy(asc(auditLog.at), asc(auditLog.id))
      return rows.map((row) => auditEntrySchema.parse(row))
    },
    async replaceAll(entries) {
      await db.delete(auditLog)
      for (let i = 0; i < entries.length; i += 500) {
        await db.insert(auditLog).values(entries.slice(i, i + 500))
      }
    },
  }
}

// The edited e-mail templates' port (api/mail/mail-templates-store.ts) on SQL.
import { asc, eq } from 'drizzle-orm'
import type { MailTemplatesTx } from '../../api/mail/mail-templates-store'
import { storedMailTemplateSchema } from '../../domain/mail/mail-template'
import type { Executor } from './executor'
import { mailTemplates } from './schema'

export function createMailTemplatesTx(db: Executor): MailTemplatesTx {
  return {
    async list() {
      const rows = await db.select().from(mailTemplates).orderBy(asc(mailTemplates.kind))
      // A row of a kind this version no longer has is left alone, not served.
      return rows.flatMap((row) => {
        const parsed = storedMailTemplateSchema.safeParse(row)
        return parsed.success ? [parsed.data] : []
      })
    },
    async get(kind) {
      const rows = await db.select().from(mailTemplates).where(eq(mailTemplates.kind, kind))
      return rows[0] ? storedMailTemplateSchema.parse(rows[0]) : null
    },
    async save(template) {
      await db
        .insert(mailTemplates)
        .values(template)
        .onConflictDoUpdate({ target: mailTemplates.kind, set: template })
    },
    async remove(kind) {
      await db.delete(mailTemplates).where(eq(mailTemplates.kind, kind))
    },
    async replaceAll(templates) {
      await db.delete(mailTemplates)
      if (templates.length > 0) await db.insert(mailTemplates).values([...templates])
    },
  }
}

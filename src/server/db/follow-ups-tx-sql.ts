// The automatic follow-ups' port (api/follow-ups/follow-ups-store.ts) on SQL.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FollowUpsTx } from '../../api/follow-ups/follow-ups-store'
import { storedFollowUpSchema } from '../../domain/mail/follow-up-record'
import {
  DEFAULT_FOLLOW_UP_SETTINGS,
  followUpSettingsSchema,
} from '../../domain/mail/follow-up-settings'
import type { Executor } from './executor'
import { clientMailSettings, followUps, followUpSettings } from './schema'

/** Rows per INSERT of a restore. */
const RESTORE_CHUNK = 500

export function createFollowUpsTx(db: Executor): FollowUpsTx {
  const readSettings = async () => {
    const rows = await db.select().from(followUpSettings).where(eq(followUpSettings.id, 1))
    if (!rows[0]) return null
    const { id: _id, ...settings } = rows[0]
    // A stored row this version would refuse (edited by hand) reads as the defaults.
    const parsed = followUpSettingsSchema.safeParse(settings)
    return parsed.success ? parsed.data : null
  }
  const saveSettings = async (settings: typeof DEFAULT_FOLLOW_UP_SETTINGS) => {
    const row = { id: 1, ...settings }
    await db
      .insert(followUpSettings)
      .values(row)
      .onConflictDoUpdate({ target: followUpSettings.id, set: settings })
  }
  return {
    async getSettings() {
      return (await readSettings()) ?? { ...DEFAULT_FOLLOW_UP_SETTINGS }
    },
    saveSettings,
    async isOptedOut(personId) {
      const rows = await db
        .select()
        .from(clientMailSettings)
        .where(eq(clientMailSettings.person_id, personId))
      return rows[0]?.no_automatic_reminders ?? false
    },
    async setOptedOut(personId, optedOut) {
      await db
        .insert(clientMailSettings)
        .values({ person_id: personId, no_automatic_reminders: optedOut })
        .onConflictDoUpdate({
          target: clientMailSettings.person_id,
          set: { no_automatic_reminders: optedOut },
        })
    },
    async hasNoTexts(personId) {
      const rows = await db
        .select()
        .from(clientMailSettings)
        .where(eq(clientMailSettings.person_id, personId))
      return rows[0]?.no_texts ?? false
    },
    async setNoTexts(personId, noTexts) {
      await db
        .insert(clientMailSettings)
        .values({ person_id: personId, no_texts: noTexts })
        .onConflictDoUpdate({ target: clientMailSettings.person_id, set: { no_texts: noTexts } })
    },
    async sentFor(kind, recordId) {
      const rows = await db
        .select()
        .from(followUps)
        .where(and(eq(followUps.kind, kind), eq(followUps.record_id, recordId)))
        .orderBy(asc(followUps.seq))
      return rows.map((row) => storedFollowUpSchema.parse(row))
    },
    async tryClaim(kind, recordId) {
      const result = (await db.execute(
        sql`SELECT pg_try_advisory_xact_lock(hashtext(${`groundwork:follow-up:${kind}:${recordId}`})) AS claimed`,
      )) as unknown as { rows: { claimed: boolean }[] }
      return result.rows[0]?.claimed === true
    },
    async record(followUp) {
      const inserted = await db
        .insert(followUps)
        .values(followUp)
        .onConflictDoNothing({ target: [followUps.kind, followUps.record_id, followUps.seq] })
        .returning({ id: followUps.id })
      return inserted.length === 1
    },
    async exportAll() {
      const clients = await db
        .select()
        .from(clientMailSettings)
        .orderBy(asc(clientMailSettings.person_id))
      const sent = await db
        .select()
        .from(followUps)
        .orderBy(asc(followUps.sent_at), asc(followUps.id))
      return {
        settings: await readSettings(),
        clients,
        sent: sent.map((row) => storedFollowUpSchema.parse(row)),
      }
    },
    async restoreAll(backup) {
      await db.delete(followUpSettings)
      await db.delete(clientMailSettings)
      await db.delete(followUps)
      if (backup.settings) await saveSettings(backup.settings)
      for (let i = 0; i < backup.clients.length; i += RESTORE_CHUNK) {
        await db.insert(clientMailSettings).values(backup.clients.slice(i, i + RESTORE_CHUNK))
      }
      for (let i = 0; i < backup.sent.length; i += RESTORE_CHUNK) {
        await db.insert(followUps).values(backup.sent.slice(i, i + RESTORE_CHUNK))
      }
    },
  }
}

// The client hub's port (api/hub/hub-store.ts) on SQL.
import { and, count, eq, inArray, isNull, lt, max, asc, ne, sql } from 'drizzle-orm'
import type { HubTx } from '../../api/hub/hub-store'
import type { Executor } from './executor'
import { hubAccess, hubLinks, hubSessions, visitConfirmations } from './schema'

/** Rows per INSERT of a restore. */
const RESTORE_CHUNK = 500

export function createHubTx(db: Executor): HubTx {
  return {
    async insertLink(link) {
      await db.insert(hubLinks).values(link)
    },
    async linkByTokenHash(tokenHash) {
      const rows = await db.select().from(hubLinks).where(eq(hubLinks.token_hash, tokenHash))
      return rows[0] ?? null
    },
    async linkById(id) {
      const rows = await db.select().from(hubLinks).where(eq(hubLinks.id, id))
      return rows[0] ?? null
    },
    async linkCounts(personId) {
      const rows = await db
        .select({ count: count(), last: max(hubLinks.created_at) })
        .from(hubLinks)
        .where(eq(hubLinks.person_id, personId))
      return { count: Number(rows[0]?.count ?? 0), last_created_at: rows[0]?.last ?? null }
    },
    async insertSession(session) {
      await db.insert(hubSessions).values(session)
    },
    async getSession(id) {
      const rows = await db.select().from(hubSessions).where(eq(hubSessions.id, id))
      return rows[0] ?? null
    },
    async touchSession(id, now) {
      await db.update(hubSessions).set({ last_seen_at: now }).where(eq(hubSessions.id, id))
    },
    async deleteSession(id) {
      await db.delete(hubSessions).where(eq(hubSessions.id, id))
    },
    async getAccess(personId) {
      const rows = await db.select().from(hubAccess).where(eq(hubAccess.person_id, personId))
      return rows[0] ?? null
    },
    async setRevokedAt(personId, revokedAt) {
      await db
        .insert(hubAccess)
        .values({ person_id: personId, revoked_at: revokedAt, last_visit_at: null })
        .onConflictDoUpdate({ target: hubAccess.person_id, set: { revoked_at: revokedAt } })
    },
    async recordVisit(personId, now) {
      await db
        .insert(hubAccess)
        .values({ person_id: personId, revoked_at: null, last_visit_at: now })
        .onConflictDoUpdate({ target: hubAccess.person_id, set: { last_visit_at: now } })
    },
    async revokeAll(personId, now) {
      await db
        .update(hubLinks)
        .set({ revoked_at: now })
        .where(and(eq(hubLinks.person_id, personId), isNull(hubLinks.revoked_at)))
      await db.delete(hubSessions).where(eq(hubSessions.person_id, personId))
    },
    async exportAccess() {
      return db.select().from(hubAccess).orderBy(asc(hubAccess.person_id))
    },
    async restoreAccess(rows) {
      await db.delete(hubSessions)
      await db.delete(hubLinks)
      await db.delete(hubAccess)
      for (let i = 0; i < rows.length; i += RESTORE_CHUNK) {
        await db.insert(hubAccess).values(rows.slice(i, i + RESTORE_CHUNK))
      }
    },
    async pruneEnded(before) {
      // Plain deletes: two servers pruning at once delete each row once between them.
      const links = await db
        .delete(hubLinks)
        .where(lt(hubLinks.expires_at, before.linksExpired))
        .returning({ id: hubLinks.id })
      const sessions = await db
        .delete(hubSessions)
        .where(lt(hubSessions.last_seen_at, before.sessionsSeen))
        .returning({ id: hubSessions.id })
      return { links: links.length, sessions: sessions.length }
    },
    async confirmationsOf(jobIds) {
      if (jobIds.length === 0) return []
      return db
        .select()
        .from(visitConfirmations)
        .where(inArray(visitConfirmations.job_id, [...jobIds]))
    },
    async confirmVisit(confirmation) {
      await db
        .insert(visitConfirmations)
        .values(confirmation)
        .onConflictDoUpdate({
          target: visitConfirmations.job_id,
          set: {
            person_id: confirmation.person_id,
            confirmed_at: confirmation.confirmed_at,
            job_date: confirmation.job_date,
          },
          // Confirmed again for the same date: the first time stays.
          setWhere: ne(visitConfirmations.job_date, sql`excluded.job_date`),
        })
      const rows = await db
        .select()
        .from(visitConfirmations)
        .where(eq(visitConfirmations.job_id, confirmation.job_id))
      return rows[0] ?? confirmation
    },
    async exportConfirmations() {
      return db.select().from(visitConfirmations).orderBy(asc(visitConfirmations.job_id))
    },
    async restoreConfirmations(rows) {
      await db.delete(visitConfirmations)
      for (let i = 0; i < rows.length; i += RESTORE_CHUNK) {
        await db.insert(visitConfirmations).values(rows.slice(i, i + RESTORE_CHUNK))
      }
    },
  }
}

// The client hub's port (api/hub/hub-store.ts) on SQL.
import { and, count, eq, isNull, max, asc } from 'drizzle-orm'
import type { HubTx } from '../../api/hub/hub-store'
import type { Executor } from './executor'
import { hubAccess, hubLinks, hubSessions } from './schema'

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
  }
}

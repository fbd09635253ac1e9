// The accounts port (api/auth/auth-store.ts) on SQL, inside the store's transaction.
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm'
import type { AuthTx } from '../../api/auth/auth-store'
import type { Executor } from './executor'
import { sessions, setPasswordLinks, signInThrottle, userCredentials } from './schema'

export function createAuthTx(db: Executor): AuthTx {
  return {
    async lockAccounts() {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('groundwork:accounts'))`)
    },
    async countPasswords() {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(userCredentials)
      return rows[0]?.n ?? 0
    },
    async passwordHashOf(userId) {
      const rows = await db
        .select({ hash: userCredentials.password_hash })
        .from(userCredentials)
        .where(eq(userCredentials.user_id, userId))
      return rows[0]?.hash ?? null
    },
    async setPasswordHash(userId, hash, now) {
      await db
        .insert(userCredentials)
        .values({ user_id: userId, password_hash: hash, updated_at: now })
        .onConflictDoUpdate({
          target: userCredentials.user_id,
          set: { password_hash: hash, updated_at: now },
        })
    },

    async insertSession(session) {
      await db.insert(sessions).values(session)
    },
    async getSession(id) {
      // No lock: every request reads its session, and what it may write (the time of use, or the
      // removal of an ended session) comes out the same whichever request writes it.
      const rows = await db.select().from(sessions).where(eq(sessions.id, id))
      return rows[0] ?? null
    },
    async touchSession(id, now) {
      await db.update(sessions).set({ last_used_at: now }).where(eq(sessions.id, id))
    },
    async deleteSession(id) {
      await db.delete(sessions).where(eq(sessions.id, id))
    },
    async deleteSessionsOf(userId) {
      const gone = await db
        .delete(sessions)
        .where(eq(sessions.user_id, userId))
        .returning({ id: sessions.id })
      return gone.length
    },

    async getThrottle(key) {
      // A lock on the key, not on a row: the first failure has no row yet.
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`groundwork:sign-in:${key}`}))`)
      const rows = await db.select().from(signInThrottle).where(eq(signInThrottle.key, key))
      const row = rows[0]
      return row
        ? {
            failures: row.failures,
            window_started_at: row.window_started_at,
            locked_until: row.locked_until,
          }
        : null
    },
    async putThrottle(key, entry) {
      await db
        .insert(signInThrottle)
        .values({ key, ...entry })
        .onConflictDoUpdate({ target: signInThrottle.key, set: entry })
    },
    async clearThrottle(key) {
      await db.delete(signInThrottle).where(eq(signInThrottle.key, key))
    },

    async insertSetPasswordLink(link) {
      await db.insert(setPasswordLinks).values(link)
    },
    async getSetPasswordLink(id) {
      const rows = await db
        .select()
        .from(setPasswordLinks)
        .where(eq(setPasswordLinks.id, id))
        .for('update')
      return rows[0] ?? null
    },
    async markSetPasswordLinkUsed(id, now) {
      await db.update(setPasswordLinks).set({ used_at: now }).where(eq(setPasswordLinks.id, id))
    },
    async useUpSetPasswordLinksOf(userId, now) {
      await db
        .update(setPasswordLinks)
        .set({ used_at: now })
        .where(and(eq(setPasswordLinks.user_id, userId), isNull(setPasswordLinks.used_at)))
    },

    async exportCredentials() {
      return db.select().from(userCredentials).orderBy(asc(userCredentials.user_id))
    },
    async replaceCredentials(credentials) {
      const before = new Map(
        (await db.select().from(userCredentials)).map((c) => [c.user_id, c.password_hash]),
      )
      const kept = credentials.filter((c) => before.get(c.user_id) === c.password_hash)
      const keptIds = kept.map((c) => c.user_id)
      await db
        .delete(sessions)
        .where(keptIds.length > 0 ? notInArray(sessions.user_id, keptIds) : undefined)
      await db.delete(setPasswordLinks)
      await db.delete(signInThrottle)
      await db.delete(userCredentials)
      for (let i = 0; i < credentials.length; i += 500) {
        await db.insert(userCredentials).values(credentials.slice(i, i + 500))
      }
    },
  }
}

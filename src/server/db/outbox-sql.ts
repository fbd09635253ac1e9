// The outbox's port (api/mail/outbox-store.ts) on SQL, and the statements its worker runs: claim
// due messages (FOR UPDATE SKIP LOCKED: one server per message), then record what delivery did.
import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm'
import type { OutboxTx } from '../../api/mail/outbox-store'
import {
  summaryOf,
  type MailAttachment,
  type OutboxChannel,
  type OutboxKind,
  type OutboxMessage,
  type OutboxStatus,
} from '../../domain/mail/outbox-message'
import type { Executor } from './executor'
import { outboxMessages } from './schema'

type OutboxRow = typeof outboxMessages.$inferSelect
type StoredAttachment = {
  filename: string
  content_type: string
  size: number
  content: string | null
}

const storedAttachments = (list: readonly MailAttachment[]): StoredAttachment[] =>
  list.map((a) => ({
    filename: a.filename,
    content_type: a.content_type,
    size: a.size,
    content: a.content === null ? null : Buffer.from(a.content).toString('base64'),
  }))

export function messageOf(row: OutboxRow): OutboxMessage {
  const attachments = (row.attachments as StoredAttachment[]).map((a) => ({
    filename: a.filename,
    content_type: a.content_type,
    size: a.size,
    content: a.content === null ? null : new Uint8Array(Buffer.from(a.content, 'base64')),
  }))
  return {
    id: row.id,
    kind: row.kind as OutboxKind,
    channel: row.channel as OutboxChannel,
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments,
    about:
      row.about_collection !== null && row.about_id !== null
        ? { collection: row.about_collection, id: row.about_id }
        : null,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at,
    claimed_until: row.claimed_until,
    last_error: row.last_error,
    provider_message_id: row.provider_message_id,
    created_at: row.created_at,
    sent_at: row.sent_at,
    created_by: row.created_by,
    dedupe_key: row.dedupe_key,
    secret: row.secret,
  }
}

export function rowOf(m: OutboxMessage): OutboxRow {
  const { about, attachments, ...rest } = m
  return {
    ...rest,
    attachments: storedAttachments(attachments),
    about_collection: about?.collection ?? null,
    about_id: about?.id ?? null,
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** "created_at.id" of the last row of a page: the next page starts after it. */
const cursorOf = (m: { created_at: number; id: string }) => `${m.created_at}.${m.id}`
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined
  const [at, id] = cursor.split('.')
  if (!at || !/^\d+$/.test(at) || !id || !UUID.test(id)) return undefined
  const t = outboxMessages
  return or(lt(t.created_at, Number(at)), and(eq(t.created_at, Number(at)), lt(t.id, id)))
}

/** The outbox on `db`; `onQueued` hears of every queued message (its transaction may yet fail). */
export function createOutboxTx(db: Executor, onQueued?: () => void): OutboxTx {
  const t = outboxMessages
  return {
    async enqueue(message) {
      const inserted = await db
        .insert(t)
        .values(rowOf(message))
        .onConflictDoNothing({ target: t.dedupe_key })
        .returning()
      const row = inserted[0]
      if (row) {
        if (row.status === 'queued') onQueued?.()
        return messageOf(row)
      }
      // Enqueued before under this key (a follow-up another server's scheduler got to first).
      const existing = await db
        .select()
        .from(t)
        .where(eq(t.dedupe_key, message.dedupe_key ?? ''))
      if (!existing[0]) throw new Error('outbox: a dedupe key clashed with no stored message')
      return messageOf(existing[0])
    },

    async list({ status, limit, cursor }) {
      const rows = await db
        .select()
        .from(t)
        .where(and(status ? eq(t.status, status) : undefined, afterCursor(cursor)))
        .orderBy(desc(t.created_at), desc(t.id))
        .limit(limit + 1)
      const page = rows.slice(0, limit).map((row) => summaryOf(messageOf(row)))
      const last = page[page.length - 1]
      return { items: page, next_cursor: rows.length > limit && last ? cursorOf(last) : null }
    },

    async get(id, options) {
      if (!UUID.test(id)) return null
      const query = db.select().from(t).where(eq(t.id, id))
      const rows = options?.forUpdate ? await query.for('update') : await query
      return rows[0] ? messageOf(rows[0]) : null
    },

    async resend(id, now) {
      if (!UUID.test(id)) return null
      const rows = await db
        .update(t)
        .set({
          status: 'queued',
          attempts: 0,
          next_attempt_at: now,
          claimed_until: null,
          last_error: null,
        })
        .where(eq(t.id, id))
        .returning()
      if (rows[0]) onQueued?.()
      return rows[0] ? messageOf(rows[0]) : null
    },

    async exportAll() {
      const rows = await db.select().from(t).orderBy(asc(t.created_at), asc(t.id))
      return rows.map(messageOf)
    },

    async restoreAll(messages) {
      // One message at a time: each may carry up to 10 MB of attachments.
      for (const message of messages) await db.insert(t).values(rowOf(message))
      if (messages.some((m) => m.status === 'queued')) onQueued?.()
    },
  }
}

/**
 * Claims up to `limit` messages due at `now` (queued and due, or sending with an expired lease: its
 * server died mid-delivery) for `leaseMs`: marked sending, one more attempt counted. SKIP LOCKED
 * leaves a row another server is claiming to that server, so no message is claimed twice.
 */
export async function claimDueMessages(
  db: Executor,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<OutboxMessage[]> {
  const t = outboxMessages
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(
      or(
        and(eq(t.status, 'queued'), sql`${t.next_attempt_at} <= ${now}`),
        and(eq(t.status, 'sending'), sql`${t.claimed_until} < ${now}`),
      ),
    )
    .orderBy(asc(t.next_attempt_at))
    .limit(limit)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(t)
    .set({
      status: 'sending',
      attempts: sql`${t.attempts} + 1`,
      claimed_until: now + leaseMs,
    })
    .where(sql`${t.id} IN (${due})`)
    .returning()
  return rows.map(messageOf)
}

/** What one delivery attempt came to. */
export type DeliveryOutcome =
  | { kind: 'sent'; at: number; providerMessageId: string | null }
  | { kind: 'retry'; at: number; error: string }
  | { kind: 'failed'; error: string }

/**
 * Records the outcome of the attempt `attempts` of a claimed message; false when the claim was lost
 * meanwhile (the lease ran out and another server took the message over).
 */
export async function recordDelivery(
  db: Executor,
  claimed: Pick<OutboxMessage, 'id' | 'attempts'>,
  outcome: DeliveryOutcome,
): Promise<boolean> {
  const t = outboxMessages
  const set =
    outcome.kind === 'sent'
      ? {
          status: 'sent',
          sent_at: outcome.at,
          provider_message_id: outcome.providerMessageId,
          last_error: null,
          next_attempt_at: null,
          claimed_until: null,
        }
      : outcome.kind === 'retry'
        ? {
            status: 'queued',
            next_attempt_at: outcome.at,
            last_error: outcome.error,
            claimed_until: null,
          }
        : {
            status: 'failed',
            next_attempt_at: null,
            last_error: outcome.error,
            claimed_until: null,
          }
  const rows = await db
    .update(t)
    .set(set)
    .where(and(eq(t.id, claimed.id), eq(t.status, 'sending'), eq(t.attempts, claimed.attempts)))
    .returning({ id: t.id })
  return rows.length > 0
}

/** The earliest time a waiting message falls due, or null: nothing waits. */
export async function nextDueAt(db: Executor): Promise<number | null> {
  const t = outboxMessages
  const rows = await db
    .select({
      at: sql<string | number | null>`min(coalesce(
      CASE WHEN ${t.status} = 'sending' THEN ${t.claimed_until} ELSE ${t.next_attempt_at} END, 0))`,
    })
    .from(t)
    .where(sql`${t.status} IN ('queued', 'sending')`)
  const at = rows[0]?.at
  return at === null || at === undefined ? null : Number(at)
}

// The storage port's operations (StoreTx of src/api/store.ts) as SQL on one transaction.
import {
  billingSettingsOrDefault,
  DEFAULT_BILLING_SETTINGS,
  type BillingSettings,
} from '../../domain/settings/billing-settings'
import { DEFAULT_BRANDING } from '../../domain/settings/branding'
import {
  asc,
  eq,
  getTableColumns,
  type SQL,
  getTableName,
  gt,
  inArray,
  notInArray,
  sql,
} from 'drizzle-orm'
import { storedRow, type Row, type StoreTx } from '../../api/shared/store'
import { getResource, missingReferenceMessage, resources } from '../../domain/resources'
import type { SeedData } from '../../domain/seed/seed'
import { EMAIL_TAKEN } from '../../domain/settings/team-user'
import { AppError } from '../../domain/shared/app-error'
import { FREE_PLAN, type Plan } from '../../domain/tools/plan'
import type { Branding } from '../../domain/settings/branding'
import { brandingOrDefault } from '../../domain/settings/read-branding'
import type { ActivityEntry } from '../../domain/tools/activity'
import { aggregateRows } from './aggregate-sql'
import { createAuditTx } from './audit-sql'
import { createStampsTx, createStampWriter } from './stamps-sql'
import { createAuthTx } from './auth-sql'
import { createMailTemplatesTx } from './mail-templates-sql'
import { columnKind, columnOf, isUuid, pickColumns } from './columns'
import { conditionToSql } from './condition-to-sql'
import type { Executor } from './executor'
import { claimIdempotencyKey, saveIdempotencyKey } from './idempotency-sql'
import { createImportsTx } from './imports-sql'
import { createEventsTx, removeEventsOf } from './events-sql'
import { createFollowUpsTx } from './follow-ups-tx-sql'
import { createHubTx } from './hub-sql'
import { createProviderPaymentsTx } from './provider-payments-tx-sql'
import { createClientHubTx } from './client-hub-tx-sql'
import { createEstimateResponsesTx } from './estimate-responses-sql'
import { createJobActivityTx } from './job-activity-sql'
import { createTimeTx } from './time-sql'
import { createNotificationsTx } from './notifications-sql'
import { createOutboxTx } from './outbox-sql'
import { GIN_BULK_MIN_ROWS, withGinPendingLists } from './gin-bulk-insert'
import { listRows } from './list-sql'
import {
  FOREIGN_KEY_VIOLATION,
  keyColumnOf,
  pgErrorOf,
  referencedTableOf,
  RESTRICT_VIOLATION,
  UNIQUE_VIOLATION,
} from './pg-errors'
import {
  activity,
  idempotencyKeys,
  outboxMessages,
  followUps as followUpsTable,
  providerPayments as providerPaymentsTable,
  estimateResponses as estimateResponsesTable,
  jobActivity as jobActivityTable,
  timeEntries as timeEntriesTable,
  timesheets as timesheetsTable,
  imports as importsTable,
  notifications as notificationsTable,
  recordEvents,
  plan,
  workspaceSettings,
} from './schema'
import { tableByCollection, type CollectionTable } from './tables'

const INSERT_CHUNK = 500
/** Rows per page of the export: a page is serialized and written before the next is read. */
const EXPORT_PAGE_ROWS = 1000

export function tableFor(collection: string): CollectionTable {
  const table = (tableByCollection as Record<string, CollectionTable | undefined>)[collection]
  if (!table) throw new Error(`Unknown collection ${collection}`)
  return table
}

function collectionOfTable(name: string | undefined): string | undefined {
  return Object.entries(tableByCollection).find(([, table]) => getTableName(table) === name)?.[0]
}

/** A write that names a missing record (a race with a delete: the use case checked before). */
function referenceError(error: unknown): never {
  const info = pgErrorOf(error)
  // Two users with one e-mail created at once: the rule checked before, the index decides.
  if (info?.code === UNIQUE_VIOLATION && info.constraint === 'users_email_unique') {
    throw new AppError('VALIDATION', EMAIL_TAKEN, { email: EMAIL_TAKEN })
  }
  if (info?.code !== FOREIGN_KEY_VIOLATION) throw error
  const field = keyColumnOf(info.detail) ?? 'reference'
  const target = collectionOfTable(referencedTableOf(info.detail)) ?? 'record'
  const message = missingReferenceMessage(field, target)
  throw new AppError('VALIDATION', message, { [field]: message })
}

/** A delete refused by a foreign key (a race with a create: the use case checked before). */
function stillReferencedError(error: unknown, collection: string): never {
  const info = pgErrorOf(error)
  if (info?.code !== FOREIGN_KEY_VIOLATION && info?.code !== RESTRICT_VIOLATION) throw error
  const label = getResource(collection)?.label.toLowerCase() ?? 'record'
  throw new AppError('CONFLICT', `This ${label} cannot be deleted: other records still refer to it`)
}

/** Serializes number allocation (invoice numbers) per collection until the transaction ends. */
async function lockNumbering(db: Executor, collection: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`groundwork:numbering:${collection}`}))`,
  )
}

type PreparedGet = { execute(values: { id: string }): Promise<unknown[]> }

/** Prepared gets by id of each executor: the database's are built once (store.read), a transaction's per use. */
const preparedGets = new WeakMap<Executor, Map<string, PreparedGet>>()

function preparedGet(db: Executor, collection: string, forUpdate: boolean): PreparedGet {
  let byKey = preparedGets.get(db)
  if (!byKey) preparedGets.set(db, (byKey = new Map()))
  const key = `${collection}:${forUpdate}`
  let prepared = byKey.get(key)
  if (!prepared) {
    const table = tableFor(collection)
    const query = db
      .select()
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .limit(1)
    // A named statement is parsed and planned once per PostgreSQL connection (about a third off a
    // get by id); PGlite's driver ignores the name.
    const name = `get_${getTableName(table)}`
    prepared = forUpdate ? query.for('update').prepare(`${name}_for_update`) : query.prepare(name)
    byKey.set(key, prepared)
  }
  return prepared
}

export type SqlTxOptions = {
  /** PGlite: a bulk insert fills the trigram indexes' pending lists first (gin-bulk-insert.ts). */
  isPglite?: boolean
  /** The signed-in user the transaction's writes are stamped with (record-stamps.ts), or nobody. */
  actorId?: string | null
  /** Hears of each message the transaction puts in the outbox's queue (the worker's nudge). */
  onOutboxQueued?: () => void
  /** The time its History events and notifications carry (TransactionOptions.now), or the clock's. */
  now?: number | null
}

export function createSqlTx(
  db: Executor,
  { isPglite = false, actorId = null, now = null, onOutboxQueued }: SqlTxOptions = {},
): StoreTx {
  const stamp = createStampWriter(db, actorId)
  // The caller's clock when it gave one (a request's), else this server's.
  const nowOf = () => now ?? Date.now()
  const tx: StoreTx = {
    async get(collection, id, options) {
      if (!isUuid(id)) return null
      const rows = await preparedGet(db, collection, options?.forUpdate === true).execute({ id })
      const row = rows[0] as Row | undefined
      return row ? storedRow(collection, row) : null
    },

    async list(collection, spec, query, now) {
      return listRows(db, tableFor(collection), spec, query, now)
    },

    async firstRows(collection, spec, query, now) {
      const page = await listRows(db, tableFor(collection), spec, query, now, { total: false })
      return page.items
    },

    async findAll(collection, condition) {
      const table = tableFor(collection)
      const rows = await db
        .select()
        .from(table)
        .where(conditionToSql(table, condition))
        .orderBy(asc(table.id))
      return (rows as Row[]).map((row) => storedRow(collection, row))
    },

    async count(collection, condition) {
      const table = tableFor(collection)
      const where = condition ? conditionToSql(table, condition) : undefined
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(where)
      return rows[0]?.n ?? 0
    },

    async aggregate(collection, spec) {
      return aggregateRows(db, tableFor(collection), spec)
    },

    async existing(collection, field, values) {
      const table = tableFor(collection)
      const column = columnOf(table, field)
      if (getResource(collection)?.numbering?.field === field) await lockNumbering(db, collection)
      const isUuidColumn = columnKind(column) === 'uuid'
      // A uuid column holds the lower-case form; answer in the caller's spelling.
      const wanted = isUuidColumn ? values.filter(isUuid) : [...values]
      if (wanted.length === 0) return new Set<string>()
      const rows = await db.select({ v: column }).from(table).where(inArray(column, wanted))
      const found = new Set(rows.map((r) => String(r.v)))
      return new Set(wanted.filter((v) => found.has(isUuidColumn ? v.toLowerCase() : v)))
    },

    async insert(collection, row) {
      const table = tableFor(collection)
      await db.insert(table).values(pickColumns(table, row)).catch(referenceError)
      await stamp.written(collection, [row.id], true)
    },

    async insertMany(collection, rows) {
      const table = tableFor(collection)
      const insertAll = async () => {
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const chunk = rows.slice(i, i + INSERT_CHUNK).map((row) => pickColumns(table, row))
          await db.insert(table).values(chunk).catch(referenceError)
        }
      }
      if (isPglite && rows.length >= GIN_BULK_MIN_ROWS)
        await withGinPendingLists(db, table, insertAll)
      else await insertAll()
    },

    async update(collection, row) {
      const table = tableFor(collection)
      const { id: _id, ...values } = pickColumns(table, row)
      await db.update(table).set(values).where(eq(table.id, row.id)).catch(referenceError)
      await stamp.written(collection, [row.id], false)
    },

    async remove(collection, id) {
      const table = tableFor(collection)
      if (!isUuid(id)) return
      await db
        .delete(table)
        .where(eq(table.id, id))
        .catch((error: unknown) => stillReferencedError(error, collection))
      await stamp.removed(collection, id)
      await removeEventsOf(db, collection, id)
    },

    async pull(collection, field, id) {
      const table = tableFor(collection)
      const column = columnOf(table, field)
      // A changed row gets a new version, as every other write does (stale edits are refused).
      const changed = await db
        .update(table)
        .set({ [field]: sql`array_remove(${column}, ${id}::text)`, version: sql`version + 1` })
        .where(sql`${id}::text = ANY(${column})`)
        .returning({ id: table.id })
      await stamp.written(
        collection,
        changed.map((r) => String(r.id)),
        false,
      )
    },

    async getPlan() {
      const rows = await db.select().from(plan).where(eq(plan.id, 1))
      const row = rows[0]
      return row ? { tier: row.tier, used: row.used, limit: row.limit } : { ...FREE_PLAN }
    },

    async getActivity() {
      const rows = await db.select().from(activity).orderBy(asc(activity.date_iso))
      return rows.map((r): ActivityEntry => ({ dateISO: r.date_iso, count: r.count }))
    },

    async getBranding() {
      const rows = await db.select().from(workspaceSettings).where(eq(workspaceSettings.id, 1))
      return brandingOrDefault(rows[0])
    },

    async saveBranding(branding) {
      await saveBrandingRow(db, branding)
    },

    async getBillingSettings() {
      const rows = await db.select().from(workspaceSettings).where(eq(workspaceSettings.id, 1))
      return billingSettingsOrDefault(rows[0] ?? null)
    },

    async saveBillingSettings(settings) {
      await saveBillingRow(db, settings)
    },

    claimIdempotencyKey: (key, since) => claimIdempotencyKey(db, key, since),

    saveIdempotencyKey: (record, since) => saveIdempotencyKey(db, record, since),
    auth: createAuthTx(db),
    audit: createAuditTx(db),
    stamps: createStampsTx(db),
    imports: createImportsTx(db),
    mailTemplates: createMailTemplatesTx(db),
    followUps: createFollowUpsTx(db),
    hub: createHubTx(db),
    providerPayments: createProviderPaymentsTx(db),
    clientHub: createClientHubTx(db),
    estimateResponses: createEstimateResponsesTx(db),
    jobActivity: createJobActivityTx(db),
    time: createTimeTx(db),
    outbox: createOutboxTx(db, onOutboxQueued),
    events: createEventsTx(db, { actorId, now: nowOf }),
    notifications: createNotificationsTx(db, { now: nowOf }),

    async exportRows(collection, onPage) {
      const table = tableFor(collection)
      // Keyset pages by id: each page starts where the last ended, found by the primary key.
      for (let after: string | null = null; ;) {
        const rows = (await db
          .select()
          .from(table)
          .where(after === null ? undefined : gt(table.id, after))
          .orderBy(asc(table.id))
          .limit(EXPORT_PAGE_ROWS)) as Row[]
        if (rows.length > 0) await onPage(rows)
        if (rows.length < EXPORT_PAGE_ROWS) return
        after = (rows[rows.length - 1] as Row).id
      }
    },

    async replaceAll(data) {
      // Stored answers name records that are about to go; so do the stamps.
      await db.delete(idempotencyKeys)
      await stamp.cleared()
      // History and notices tell of records that are about to go (a restore writes its own back).
      await db.delete(recordEvents)
      await db.delete(notificationsTable)
      // Their undo data names records that are about to go.
      await db.delete(importsTable)
      // Messages name records that are about to go (a restore writes the backup's back).
      await db.delete(outboxMessages)
      // What was sent on its own names records that are about to go (a restore writes its own).
      await db.delete(followUpsTable)
      // So do the provider's payments (a restore writes the backup's back).
      await db.delete(providerPaymentsTable)
      // The clients' answers name estimates that are about to go (a restore writes its own back).
      await db.delete(estimateResponsesTable)
      // The field actions name jobs that are about to go (a restore writes its own back).
      await db.delete(jobActivityTable)
      // Time hangs off employees that are about to go (a restore writes its own back).
      await db.delete(timeEntriesTable)
      await db.delete(timesheetsTable)
      await db.delete(activity)
      await db.delete(plan)
      await db.delete(workspaceSettings)
      // Users that stay keep their row (and with it their password and sessions); until their
      // employee is back, they link none, as every employee is deleted next.
      const users = tableFor('users')
      const keptUsers = data.users.map((u) => u.id)
      await db
        .delete(users)
        .where(keptUsers.length > 0 ? notInArray(users.id, keptUsers) : undefined)
      await db.update(users).set({ employee_id: null })
      for (const def of [...resources].reverse()) {
        if (def.name !== 'users') await db.delete(tableFor(def.name))
      }
      for (const def of resources) {
        const table = tableFor(def.name)
        const rows = (
          (data[def.name as keyof SeedData] as Record<string, unknown>[] | undefined) ?? []
        ).map((r) => pickColumns(table, r))
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const insert = db.insert(table).values(rows.slice(i, i + INSERT_CHUNK))
          await (table === users
            ? insert.onConflictDoUpdate({ target: users.id, set: allColumnsExcluded(users) })
            : insert)
        }
      }
      await insertPlan(db, data.plan)
      await saveBrandingRow(db, data.settings.branding)
      await saveBillingRow(db, data.settings.billing ?? DEFAULT_BILLING_SETTINGS)
      const entries = data.activity.map((a) => ({ date_iso: a.dateISO, count: a.count }))
      for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
        await db.insert(activity).values(entries.slice(i, i + INSERT_CHUNK))
      }
    },
  }
  return tx
}

/** An upsert's SET list: every column but the key takes the value the insert proposed. */
function allColumnsExcluded(table: CollectionTable): Record<string, SQL> {
  const set: Record<string, SQL> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key !== 'id') set[key] = sql.raw(`excluded."${column.name}"`)
  }
  return set
}

async function insertPlan(db: Executor, value: Plan): Promise<void> {
  await db.insert(plan).values({ id: 1, tier: value.tier, used: value.used, limit: value.limit })
}

/** The billing settings live on the workspace's settings row (made with the branding's defaults). */
async function saveBillingRow(db: Executor, settings: BillingSettings): Promise<void> {
  const values = {
    tax_name: settings.tax_name,
    tax_percent: settings.tax_percent,
    round_totals: settings.round_totals,
    payment_terms_days: settings.payment_terms_days,
  }
  await db
    .insert(workspaceSettings)
    .values({
      id: 1,
      business_name: DEFAULT_BRANDING.business_name,
      brand_color: DEFAULT_BRANDING.brand_color,
      ...values,
    })
    .onConflictDoUpdate({ target: workspaceSettings.id, set: values })
}

async function saveBrandingRow(db: Executor, branding: Branding): Promise<void> {
  const values = {
    business_name: branding.business_name,
    brand_color: branding.brand_color,
    business_email: branding.business_email,
    business_phone: branding.business_phone,
    business_address: branding.business_address,
    payment_instructions: branding.payment_instructions,
    paper_size: branding.paper_size,
    time_zone: branding.time_zone,
    logo: branding.logo,
  }
  await db
    .insert(workspaceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: workspaceSettings.id, set: values })
}

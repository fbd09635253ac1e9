// The storage port the API use cases run on. The server implements it with SQL (PGlite or
// PostgreSQL), the browser-only demo with localStorage; the use cases never know which.
import type { z } from 'zod'
import type { CollectionName, resources } from '../../domain/resources'
import type { AggregateRow, AggregateSpec } from '../../domain/shared/aggregate'
import type { Condition } from '../../domain/shared/condition'
import type { AuditTx } from '../access/audit-store'
import type { StampsTx } from '../records/record-stamps'
import type { AuthTx } from '../auth/auth-store'
import type { ListPage, ListQuery, ListSpec } from '../../domain/shared/list-query'
import type { SeedData } from '../../domain/seed/seed'
import type { Branding } from '../../domain/settings/branding'
import type { BillingSettings } from '../../domain/settings/billing-settings'
import type { ActivityEntry } from '../../domain/tools/activity'
import type { Plan } from '../../domain/tools/plan'
import type { IdempotencyRecord } from './idempotency-record'
import type { ImportsTx } from '../imports/imports-store'
import type { MailTemplatesTx } from '../mail/mail-templates-store'
import type { OutboxTx } from '../mail/outbox-store'
import type { EventsTx } from '../history/events-store'
import type { ProviderPaymentsTx } from '../payments/provider-payments-store'
import type { FollowUpsTx } from '../follow-ups/follow-ups-store'
import type { HubTx } from '../hub/hub-store'
import type { NotificationsTx } from '../notifications/notifications-store'
import type { ClientHubTx } from '../client-hub/client-hub-store'
import type { EstimateResponsesTx } from '../hub/estimate-responses-store'
import type { JobActivityTx } from '../projects/job-activity-store'
import type { TimeTx } from '../time/time-store'

export type Row = Record<string, unknown> & { id: string; version: number }

/** The entity type a collection's schema in the registry gives. */
export type EntityOf<C extends CollectionName> =
  Extract<(typeof resources)[number], { name: C }>['schema'] extends z.ZodType<infer E> ? E : never

/**
 * A stored row of collection `C`: a name written in the code gives that collection's entity type;
 * a name known only at run time (the generic use cases) gives the plain Row.
 */
export type RowOf<C extends string> = C extends CollectionName ? Row & EntityOf<C> : Row

/**
 * A row read back from a store as the row type of its collection. A store keeps only rows its
 * collection's schema accepted (on write, and on reading a stored value back), so the one
 * conversion lives here rather than at every caller.
 */
export const storedRow = <C extends string>(_collection: C, row: Row): RowOf<C> => row as RowOf<C>

/** Operations inside one transaction. Rows are plain API-shaped objects (spec field names). */
export type StoreTx = {
  /** One row by id; `forUpdate` locks it until the transaction ends (server). */
  get<C extends string>(
    collection: C,
    id: string,
    options?: { forUpdate?: boolean },
  ): Promise<RowOf<C> | null>
  /** A page of rows with the list semantics of list-query.ts. */
  list(collection: string, spec: ListSpec, query: ListQuery, now: number): Promise<ListPage<Row>>
  /** The rows of that page only: no total is counted (the dashboard's short lists). */
  firstRows(collection: string, spec: ListSpec, query: ListQuery, now: number): Promise<Row[]>
  /** All rows matching a condition (small sets: an invoice's payments, rows pointing at a record). */
  findAll<C extends string>(collection: C, condition: Condition): Promise<RowOf<C>[]>
  count(collection: string, condition: Condition | null): Promise<number>
  /** Counts and sums where the data lives (SQL GROUP BY), never by loading the rows. */
  aggregate(collection: string, spec: AggregateSpec): Promise<AggregateRow[]>
  /** Which of `values` exist in `field` of `collection`. */
  existing(collection: string, field: string, values: readonly string[]): Promise<Set<string>>
  insert(collection: string, row: Row): Promise<void>
  /** Inserts many rows at once (an import): several rows per statement where the store can. */
  insertMany(collection: string, rows: readonly Row[]): Promise<void>
  /** Replaces the stored row with the same id. */
  update(collection: string, row: Row): Promise<void>
  remove(collection: string, id: string): Promise<void>
  /** Removes `id` from the array `field` of every row that holds it. */
  pull(collection: string, field: string, id: string): Promise<void>
  getPlan(): Promise<Plan>
  getActivity(): Promise<ActivityEntry[]>
  /** Business / Branding settings (the defaults when none are stored). */
  getBranding(): Promise<Branding>
  saveBranding(branding: Branding): Promise<void>
  /** The billing settings: tax rate, rounding, payment terms (the defaults when none are stored). */
  getBillingSettings(): Promise<BillingSettings>
  saveBillingSettings(settings: BillingSettings): Promise<void>
  /**
   * The answer stored under an Idempotency-Key, or null (one created before `since` counts as none).
   * Holds the key until the transaction ends, so a concurrent request with it waits for ours.
   */
  claimIdempotencyKey(key: string, since: number): Promise<IdempotencyRecord | null>
  /** Stores an answer under its key (replacing an expired one) and forgets those created before `since`. */
  saveIdempotencyKey(record: IdempotencyRecord, since: number): Promise<void>
  /** Passwords, sessions, throttles and set-password links: the server's; null in the demo. */
  readonly auth: AuthTx | null
  /** The audit log (the server's); null in the demo. */
  readonly audit: AuditTx | null
  /** Who created and last changed each record (the server's); null in the demo. */
  readonly stamps: StampsTx | null
  /** Outgoing e-mail, written in the transaction of the change that sends it (server); null in the demo. */
  readonly outbox: OutboxTx | null
  /** The records' History (the server's); null in the demo, which keeps none. */
  readonly events: EventsTx | null
  /** The office's notifications and each user's preferences (the server's); null in the demo. */
  readonly notifications: NotificationsTx | null
  /** CSV imports kept for their undo. */
  readonly imports: ImportsTx
  /** The edited e-mail templates (the server's); null in the demo, which sends no e-mail. */
  readonly mailTemplates: MailTemplatesTx | null
  /** The automatic follow-ups' settings and what was sent (the server's); null in the demo. */
  readonly followUps: FollowUpsTx | null
  /** The client hub's links, sessions and each client's revoke (the server's); null in the demo. */
  readonly hub: HubTx | null
  /** What payment providers (Stripe) reported, once per payment (the server's); null in the demo. */
  readonly providerPayments: ProviderPaymentsTx | null
  /** The client hub's settings (the server's); null in the demo, which has no public pages. */
  readonly clientHub: ClientHubTx | null
  /** The clients' approvals of and change requests to estimates (the server's); null in the demo. */
  readonly estimateResponses: EstimateResponsesTx | null
  /** A job's field actions (On my way, Start, Pause, Resume, Finish; the server's); null in the demo. */
  readonly jobActivity: JobActivityTx | null
  /** Employees' clock entries and their weeks' timesheet states (the server's); null in the demo. */
  readonly time: TimeTx | null
  /** Every row of a collection, handed over a page at a time in id order (the export). */
  exportRows(collection: string, onPage: (rows: Row[]) => Promise<void>): Promise<void>
  /**
   * Replaces all data with `data` (demo reset, first-run sample data). Users are matched by id: a
   * user of `data` that exists already is updated in place, so the accounts of the server (their
   * passwords and sessions hang off the user) survive a reset that keeps them; any other user goes.
   */
  replaceAll(data: SeedData): Promise<void>
}

/**
 * How a transaction runs: for whom its writes are made (record-stamps.ts), and the time its History
 * events and notifications carry (the caller's clock; the store's own when not given).
 */
export type TransactionOptions = { actorId?: string; now?: number }

export type Store = {
  /**
   * Runs `work` atomically: all of its writes land, or none do. With `actorId`, the records it writes
   * are stamped as written by that user (a store that keeps no stamps, the demo's, ignores it).
   */
  transaction<T>(work: (tx: StoreTx) => Promise<T>, options?: TransactionOptions): Promise<T>
  /**
   * Runs `work` that only reads, in one snapshot: every read sees the data as it was at its start,
   * whatever is committed meanwhile (SQL: a READ ONLY, REPEATABLE READ transaction). A backup.
   */
  snapshot<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>
  /**
   * Runs `work` that only reads, without a transaction where the store can skip one (SQL: no BEGIN
   * and COMMIT around it). Each statement sees what is committed when it runs: for one-statement
   * reads (a row by id); several reads that must agree use `transaction`.
   */
  read<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>
  /** What backs this store, shown by /api/health. */
  readonly kind: 'pglite' | 'postgres' | 'local'
}

// The data document of a backup: the export (every collection, the plan, the activity, the
// settings) plus what only a backup carries, the accounts' password hashes and the audit log.
// checkBackupData reads it through the domain's schemas and resolves every reference, so a restore
// writes nothing until the whole document is known to be good.
import { z } from 'zod'
import { auditEntrySchema, type AuditEntry } from '../access/audit'
import { recordStampSchema, type RecordStamp } from '../access/record-authors'
import { storedMailTemplateSchema, type StoredMailTemplate } from '../mail/mail-template'
import { storedRecordEventSchema, type StoredRecordEvent } from '../history/record-event'
import {
  storedNotificationPreferenceSchema,
  type StoredNotificationPreference,
} from '../notifications/notification'
import { missingReferenceMessage, referencesFrom, resources } from '../resources'
import type { SeedData } from '../seed/seed'
import { brandingSchema } from '../settings/branding'
import { billingSettingsSchema, DEFAULT_BILLING_SETTINGS } from '../settings/billing-settings'
import { AppError, parseOrThrow } from '../shared/app-error'
import { epochMsSchema, idSchema } from '../shared/fields'
import { activityEntrySchema } from '../tools/activity'
import { planSchema } from '../tools/plan'
import {
  EMPTY_FOLLOW_UPS_BACKUP,
  followUpsBackupSchema,
  type FollowUpsBackup,
} from '../mail/follow-up-record'
import { hubAccessRowSchema, type HubAccessRow } from '../hub/hub-status'
import { estimateResponseSchema, type EstimateResponse } from '../hub/estimate-response'
import { jobActivitySchema, type JobActivity } from '../field/job-activity'
import { timeBackupOf, type TimeBackup } from '../time/time-backup'
import { visitConfirmationSchema, type VisitConfirmation } from '../hub/visit-confirmation'
import {
  EMPTY_PROVIDER_PAYMENTS_BACKUP,
  providerPaymentsBackupSchema,
  type ProviderPaymentsBackup,
} from '../billing/provider-payment-record'
import { backupOutboxMessageSchema, fromBackup } from '../mail/outbox-backup'
import {
  clientHubSettingsSchema,
  DEFAULT_CLIENT_HUB_SETTINGS,
  type ClientHubSettings,
} from '../client-hub/client-hub-settings'
import type { OutboxMessage } from '../mail/outbox-message'

/** A user's password as the server keeps it: a scrypt hash, never the password. */
export const credentialSchema = z.object({
  user_id: idSchema,
  password_hash: z.string().min(1).max(1000),
  updated_at: epochMsSchema,
})
export type Credential = z.infer<typeof credentialSchema>

export type BackupData = SeedData & {
  credentials: Credential[]
  audit_log: AuditEntry[]
  /** Who created and last changed the records (backups before these have none). */
  record_stamps: RecordStamp[]
  /** The edited e-mail templates (backups before them have none: the defaults). */
  mail_templates: StoredMailTemplate[]
  /** The outbox's history (backups before it have none); never a live sign-in link. */
  outbox: OutboxMessage[]
  /** The records' History (issue #30; older backups have none). */
  record_events: StoredRecordEvent[]
  /** Each user's notification choices (issue #30); the notifications themselves stay behind. */
  notification_preferences: StoredNotificationPreference[]
  /** The automatic follow-ups' settings, the clients' choices and what was sent (issue #30). */
  follow_ups: FollowUpsBackup
  /**
   * Each client's hub revoke and last visit (issue #31), so a revoke survives a restore; the hub
   * links and sessions themselves never travel (older backups have none).
   */
  hub_access: HubAccessRow[]
  /** The visits clients confirmed in the hub (issue #31; older backups have none). */
  visit_confirmations: VisitConfirmation[]
  /** What Stripe reported, once per payment (decision 046; older backups have none). */
  provider_payments: ProviderPaymentsBackup
  /** The client hub's settings (issue #31; older backups have none: the defaults). */
  client_hub: ClientHubSettings
  /** The clients' approvals of and change requests to estimates (issue #31; older backups have none). */
  estimate_responses: EstimateResponse[]
  /** The jobs' field actions: On my way, Start, Pause, Resume, Finish (issue #32; older backups have none). */
  job_activity: JobActivity[]
} & TimeBackup

/** The document's keys besides the collections (exported_at is informational). */
const OTHER_KEYS = new Set([
  'exported_at',
  'plan',
  'activity',
  'settings',
  'credentials',
  'audit_log',
  'record_stamps',
  'mail_templates',
  'outbox',
  'record_events',
  'notification_preferences',
  'follow_ups',
  'hub_access',
  'visit_confirmations',
  'provider_payments',
  'client_hub',
  'estimate_responses',
  'job_activity',
  'time_entries',
  'timesheets',
])
const collectionNames = new Set<string>(resources.map((def) => def.name))

const refuse = (message: string): never => {
  throw new AppError('VALIDATION', `The backup cannot be restored: ${message}`)
}

function rowsOf(doc: Record<string, unknown>, key: string): unknown[] {
  const value = doc[key]
  // A collection added after the backup was made is simply empty in it.
  if (value === undefined) return []
  if (!Array.isArray(value)) return refuse(`${key} is not a list`)
  return value
}

const rowLabel = (collection: string, index: number, row: unknown) => {
  const id = (row as { id?: unknown } | null)?.id
  return `${collection} row ${index + 1}${typeof id === 'string' ? ` (${id.slice(0, 40)})` : ''}`
}

/** Every row parsed by its collection's schema, ids unique within each collection. */
function parseCollections(doc: Record<string, unknown>): Record<string, Record<string, unknown>[]> {
  const out: Record<string, Record<string, unknown>[]> = {}
  for (const def of resources) {
    const ids = new Set<string>()
    out[def.name] = rowsOf(doc, def.name).map((raw, index) => {
      const label = rowLabel(def.name, index, raw)
      const row = parseOrThrow(def.schema, raw, `The backup cannot be restored: ${label}`) as {
        id: string
      }
      if (ids.has(row.id)) refuse(`${label} repeats the id of another ${def.label.toLowerCase()}`)
      ids.add(row.id)
      return row
    })
  }
  return out
}

/** Every reference names a record of the backup (a record the restore writes too). */
function checkReferences(collections: Record<string, Record<string, unknown>[]>): void {
  const idsOf = new Map(
    Object.entries(collections).map(([name, rows]) => [name, new Set(rows.map((r) => r.id))]),
  )
  for (const def of resources) {
    const refs = referencesFrom(def.name)
    for (const [index, row] of (collections[def.name] ?? []).entries()) {
      for (const { field, target, isArray } of refs) {
        const value = row[field]
        const named = isArray ? (Array.isArray(value) ? value : []) : [value]
        for (const id of named) {
          if (id === null || id === undefined || id === '') continue
          if (!idsOf.get(target)?.has(id as string)) {
            refuse(`${rowLabel(def.name, index, row)}: ${missingReferenceMessage(field, target)}`)
          }
        }
      }
    }
  }
}

function checkAccounts(users: Record<string, unknown>[], credentials: Credential[]): void {
  const emails = new Set<string>()
  for (const [index, user] of users.entries()) {
    const email = String(user.email).toLowerCase()
    if (emails.has(email)) refuse(`${rowLabel('users', index, user)} repeats the e-mail ${email}`)
    emails.add(email)
  }
  const userIds = new Set(users.map((u) => u.id))
  const seen = new Set<string>()
  for (const credential of credentials) {
    if (!userIds.has(credential.user_id)) refuse(`a password belongs to no user of the backup`)
    if (seen.has(credential.user_id)) refuse(`a user has two passwords`)
    seen.add(credential.user_id)
  }
}

/**
 * The backup's data checked through and through, or an AppError naming the first fault (the row,
 * the field and what is wrong with it). Nothing in it is trusted before this has passed.
 */
export function checkBackupData(raw: unknown): BackupData {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return refuse('its data is not a JSON object')
  }
  const doc = raw as Record<string, unknown>
  const unknownKey = Object.keys(doc).find((k) => !collectionNames.has(k) && !OTHER_KEYS.has(k))
  if (unknownKey !== undefined) refuse(`its data holds an unknown collection ${unknownKey}`)
  const collections = parseCollections(doc)
  checkReferences(collections)
  const at = (what: string) => `The backup cannot be restored: ${what}`
  const plan = parseOrThrow(planSchema, doc.plan, at('plan'))
  const activity = parseOrThrow(z.array(activityEntrySchema), doc.activity ?? [], at('activity'))
  const settings = parseOrThrow(
    z.object({
      branding: brandingSchema,
      // Backups made before the billing settings (decision 058) restore the defaults.
      billing: billingSettingsSchema.default(DEFAULT_BILLING_SETTINGS),
    }),
    doc.settings,
    at('settings'),
  )
  const credentials = parseOrThrow(z.array(credentialSchema), doc.credentials ?? [], at('password'))
  const auditLog = parseOrThrow(z.array(auditEntrySchema), doc.audit_log ?? [], at('audit log'))
  checkAccounts(collections.users ?? [], credentials)
  const stamps = parseOrThrow(
    z.array(recordStampSchema),
    doc.record_stamps ?? [],
    at('record stamps'),
  )
  checkStamps(collections, stamps)
  const mailTemplates = parseOrThrow(
    z.array(storedMailTemplateSchema),
    doc.mail_templates ?? [],
    at('e-mail templates'),
  )
  const kinds = new Set(mailTemplates.map((template) => template.kind))
  if (kinds.size < mailTemplates.length) refuse('an e-mail template is there twice')
  const outbox = parseOrThrow(
    z.array(backupOutboxMessageSchema),
    doc.outbox ?? [],
    at('outbox'),
  ).map(fromBackup)
  if (new Set(outbox.map((m) => m.id)).size !== outbox.length)
    refuse('the outbox repeats a message')
  const keys = outbox.flatMap((m) => (m.dedupe_key === null ? [] : [m.dedupe_key]))
  if (new Set(keys).size !== keys.length) refuse('the outbox repeats a dedupe key')
  const events = parseOrThrow(
    z.array(storedRecordEventSchema),
    doc.record_events ?? [],
    at('record history'),
  )
  checkEvents(collections, events)
  const preferences = parseOrThrow(
    z.array(storedNotificationPreferenceSchema),
    doc.notification_preferences ?? [],
    at('notification preferences'),
  )
  checkPreferences(collections.users ?? [], preferences)
  const followUps = parseOrThrow(
    followUpsBackupSchema,
    doc.follow_ups ?? EMPTY_FOLLOW_UPS_BACKUP,
    at('automatic follow-ups'),
  )
  checkFollowUps(collections.persons ?? [], followUps)
  const hubAccess = parseOrThrow(
    z.array(hubAccessRowSchema),
    doc.hub_access ?? [],
    at('client hub access'),
  )
  checkHubAccess(collections.persons ?? [], hubAccess)
  const visitConfirmations = parseOrThrow(
    z.array(visitConfirmationSchema),
    doc.visit_confirmations ?? [],
    at('visit confirmations'),
  )
  checkVisitConfirmations(collections, visitConfirmations)
  const providerPayments = parseOrThrow(
    providerPaymentsBackupSchema,
    doc.provider_payments ?? EMPTY_PROVIDER_PAYMENTS_BACKUP,
    at('online payments'),
  )
  const providerIds = new Set(
    providerPayments.payments.map((p) => `${p.provider}/${p.provider_payment_id}`),
  )
  if (providerIds.size !== providerPayments.payments.length) refuse('an online payment repeats')
  const clientHub = parseOrThrow(
    clientHubSettingsSchema,
    doc.client_hub ?? DEFAULT_CLIENT_HUB_SETTINGS,
    at('client hub settings'),
  )
  const estimateResponses = parseOrThrow(
    z.array(estimateResponseSchema),
    doc.estimate_responses ?? [],
    at('client responses to estimates'),
  )
  checkEstimateResponses(collections, estimateResponses)
  const jobActivity = jobActivityOf(
    collections,
    parseOrThrow(z.array(jobActivitySchema), doc.job_activity ?? [], at('field actions of jobs')),
  )
  // Employees' clock entries and their weeks' states (issue #32 section 3; older backups have none).
  const time = timeBackupOf(collections, doc, at)
  return {
    ...(collections as unknown as SeedData),
    plan,
    activity,
    settings,
    credentials,
    audit_log: auditLog,
    record_stamps: stamps,
    mail_templates: mailTemplates,
    outbox,
    record_events: events,
    notification_preferences: preferences,
    follow_ups: followUps,
    hub_access: hubAccess,
    visit_confirmations: visitConfirmations,
    provider_payments: providerPayments,
    client_hub: clientHub,
    estimate_responses: estimateResponses,
    job_activity: jobActivity,
    ...time,
  }
}

/**
 * Each field action names a job of the backup, once; a user or an employee the backup lacks is
 * forgotten (as when one is deleted), the time stays.
 */
function jobActivityOf(
  collections: Record<string, readonly Record<string, unknown>[]>,
  rows: readonly JobActivity[],
): JobActivity[] {
  const ids = (name: string) => new Set((collections[name] ?? []).map((r) => r.id))
  const jobIds = ids('jobs')
  const userIds = ids('users')
  const employeeIds = ids('employees')
  const seen = new Set<string>()
  return rows.map((row) => {
    if (!jobIds.has(row.job_id)) refuse('a field action of a job names no job of the backup')
    if (seen.has(row.id)) refuse('a field action of a job repeats')
    seen.add(row.id)
    return {
      ...row,
      user_id: row.user_id !== null && userIds.has(row.user_id) ? row.user_id : null,
      employee_id:
        row.employee_id !== null && employeeIds.has(row.employee_id) ? row.employee_id : null,
    }
  })
}

/** Each client's answer names an estimate and a person of the backup, and is there once. */
function checkEstimateResponses(
  collections: Record<string, readonly Record<string, unknown>[]>,
  rows: readonly EstimateResponse[],
) {
  const estimateIds = new Set((collections.estimates ?? []).map((e) => e.id))
  const personIds = new Set((collections.persons ?? []).map((p) => p.id))
  const seen = new Set<string>()
  for (const row of rows) {
    if (!estimateIds.has(row.estimate_id) || !personIds.has(row.person_id))
      refuse("a client's answer to an estimate names no estimate or person of the backup")
    const key = `${row.estimate_id}/${row.estimate_version}/${row.kind}`
    if (seen.has(row.id) || seen.has(key)) refuse("a client's answer to an estimate repeats")
    seen.add(row.id)
    seen.add(key)
  }
}

/** Each client's hub state names a person of the backup, once. */
function checkHubAccess(
  persons: readonly Record<string, unknown>[],
  rows: readonly HubAccessRow[],
) {
  const personIds = new Set(persons.map((p) => p.id))
  const seen = new Set<string>()
  for (const row of rows) {
    if (!personIds.has(row.person_id))
      refuse('a client hub state belongs to no person of the backup')
    if (seen.has(row.person_id)) refuse('a client hub state repeats')
    seen.add(row.person_id)
  }
}

/** Each visit confirmation names a job and a person of the backup, once per job. */
function checkVisitConfirmations(
  collections: Record<string, Record<string, unknown>[]>,
  rows: readonly VisitConfirmation[],
) {
  const jobIds = new Set((collections.jobs ?? []).map((j) => j.id))
  const personIds = new Set((collections.persons ?? []).map((p) => p.id))
  const seen = new Set<string>()
  for (const row of rows) {
    if (!jobIds.has(row.job_id) || !personIds.has(row.person_id))
      refuse('a visit confirmation belongs to no job or person of the backup')
    if (seen.has(row.job_id)) refuse('a visit confirmation repeats')
    seen.add(row.job_id)
  }
}

/** Each client's choice names a person of the backup, once; each follow-up is there once. */
function checkFollowUps(persons: readonly Record<string, unknown>[], backup: FollowUpsBackup) {
  const personIds = new Set(persons.map((p) => p.id))
  const clients = new Set<string>()
  for (const client of backup.clients) {
    if (!personIds.has(client.person_id))
      refuse('a client mail setting belongs to no person of the backup')
    if (clients.has(client.person_id)) refuse('a client mail setting repeats')
    clients.add(client.person_id)
  }
  const ids = new Set<string>()
  const keys = new Set<string>()
  for (const sent of backup.sent) {
    const key = `${sent.kind}/${sent.record_id}/${sent.seq}`
    if (ids.has(sent.id) || keys.has(key)) refuse(`an automatic follow-up repeats (${sent.id})`)
    ids.add(sent.id)
    keys.add(key)
  }
}

/** Every event names a record of the backup; ids and their order (`seq`) are unique. */
function checkEvents(collections: Record<string, unknown[]>, events: readonly StoredRecordEvent[]) {
  const idsOf = new Map<string, Set<unknown>>()
  const ids = new Set<string>()
  const seqs = new Set<number>()
  for (const event of events) {
    let rows = idsOf.get(event.collection)
    if (!rows) {
      rows = new Set(((collections[event.collection] ?? []) as { id?: unknown }[]).map((r) => r.id))
      idsOf.set(event.collection, rows)
    }
    if (!rows.has(event.record_id))
      refuse(`a History event names a missing record (${event.collection} ${event.record_id})`)
    if (ids.has(event.id) || seqs.has(event.seq)) refuse(`a History event repeats (${event.id})`)
    ids.add(event.id)
    seqs.add(event.seq)
  }
}

/** Every preference belongs to a user of the backup, once per kind. */
function checkPreferences(
  users: readonly Record<string, unknown>[],
  preferences: readonly StoredNotificationPreference[],
) {
  const userIds = new Set(users.map((u) => u.id))
  const seen = new Set<string>()
  for (const p of preferences) {
    if (!userIds.has(p.user_id))
      refuse('a notification preference belongs to no user of the backup')
    const key = `${p.user_id}/${p.kind}`
    if (seen.has(key)) refuse(`a notification preference repeats (${p.kind})`)
    seen.add(key)
  }
}

/** Every stamp names a record of the backup, once. */
function checkStamps(collections: Record<string, unknown[]>, stamps: readonly RecordStamp[]) {
  const seen = new Set<string>()
  for (const stamp of stamps) {
    const rows = (collections[stamp.collection] ?? []) as { id?: unknown }[]
    if (!rows.some((row) => row.id === stamp.record_id))
      refuse(`a record stamp names a missing record (${stamp.collection} ${stamp.record_id})`)
    const key = `${stamp.collection}/${stamp.record_id}`
    if (seen.has(key)) refuse(`a record is stamped twice (${key})`)
    seen.add(key)
  }
}

/** Rows per collection (the manifest's counts, and what a restore reports). */
export function countsOf(data: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    resources.map((def) => {
      const rows = data[def.name]
      return [def.name, Array.isArray(rows) ? rows.length : 0]
    }),
  )
}

// A restore (issue #21), once the archive has been read and its data checked (checkBackupData):
// the files go into the blob store, then every record, password hash and audit entry in one
// transaction (the store's replaceAll, as a demo reset does). A refusal or failure leaves the
// data as it was and takes back every file it added; files of the replaced data that no row
// names any more are removed after the commit.
import type { BackupData } from '../../domain/backup/backup-data'
import { resources } from '../../domain/resources'
import { AppError } from '../../domain/shared/app-error'
import type { ApiDeps } from '../shared/deps'
import { removeUnreferencedFiles } from '../system/reset-demo'
import type { StoreTx } from '../shared/store'
import type { RestoreMode } from './backup-service'

/** Reads a file the backup carried (the server keeps them in a scratch folder until now). */
export type BackupFiles = { read(name: string): Promise<Uint8Array> }

async function refuseUnlessEmpty(tx: StoreTx, mode: RestoreMode): Promise<void> {
  if (mode === 'replace') return
  const found: string[] = []
  for (const def of resources) {
    if (mode === 'no-business-data' && def.name === 'users') continue
    const n = await tx.count(def.name, null)
    if (n > 0) found.push(`${n} ${def.name.replaceAll('-', ' ')}`)
  }
  const accounts = mode === 'empty-database' ? ((await tx.auth?.countPasswords()) ?? 0) : 0
  if (accounts > 0) found.push(`${accounts} accounts`)
  if (found.length === 0) return
  const shown = found.slice(0, 4).join(', ') + (found.length > 4 ? ', ...' : '')
  throw new AppError(
    'INVALID_STATE',
    mode === 'empty-database'
      ? `The database is not empty (${shown}): restore into an empty one, or add --replace to replace everything in it`
      : `A backup is restored into a workspace without business data, and this one has some (${shown}): start a new workspace and restore there`,
  )
}

/**
 * Restores `data` with the files it names (`files`: name in the backup -> URL), or refuses with
 * nothing changed. Answers how many records and files were restored.
 */
export async function restoreBackup(
  deps: ApiDeps,
  data: BackupData,
  files: ReadonlyMap<string, string>,
  read: BackupFiles,
  mode: RestoreMode,
): Promise<{ records: number; files: number }> {
  // Refused early, before any file is written; checked again inside the transaction below.
  await deps.store.transaction((tx) => refuseUnlessEmpty(tx, mode))
  const before = mode === 'replace' ? await deps.blobs.list() : []
  const added: string[] = []
  try {
    for (const [name, url] of files) {
      if (await deps.blobs.restore(url, await read.read(name))) added.push(url)
    }
    await deps.store.transaction(async (tx) => {
      // Two restores (or a restore and a first-run setup) at once: one after the other.
      await tx.auth?.lockAccounts()
      await refuseUnlessEmpty(tx, mode)
      const {
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
        time_entries: timeEntries,
        timesheets,
        ...records
      } = data
      await tx.replaceAll(records)
      await tx.auth?.replaceCredentials(credentials)
      await tx.audit?.replaceAll(auditLog)
      await tx.stamps?.restoreAll(stamps)
      await tx.mailTemplates?.replaceAll(mailTemplates)
      await tx.outbox?.restoreAll(outbox)
      await tx.events?.restoreAll(events)
      await tx.notifications?.restorePreferences(preferences)
      await tx.followUps?.restoreAll(followUps)
      await tx.hub?.restoreAccess(hubAccess)
      await tx.hub?.restoreConfirmations(visitConfirmations)
      await tx.providerPayments?.restoreAll(providerPayments)
      await tx.clientHub?.saveSettings(clientHub)
      await tx.estimateResponses?.restoreAll(estimateResponses)
      await tx.jobActivity?.restoreAll(jobActivity)
      await tx.time?.restoreAll({ entries: timeEntries, timesheets })
    })
  } catch (error) {
    await Promise.all(
      added.map((url) => deps.blobs.remove(url).catch((e: unknown) => deps.logError?.(e))),
    )
    throw error
  }
  await removeUnreferencedFiles(deps, before)
  const records = resources.reduce(
    (sum, def) =>
      sum + ((data[def.name as keyof BackupData] as unknown[] | undefined)?.length ?? 0),
    0,
  )
  return { records, files: files.size }
}

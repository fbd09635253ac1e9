// What a backup holds, read in one snapshot: the export document with the accounts' password
// hashes, the audit log, the records' History, the notification preferences, the e-mail templates,
// the outbox, the automatic follow-ups and the client hub's settings added, and the URLs of the
// stored files its media rows name.
import { DEFAULT_CLIENT_HUB_SETTINGS } from '../../domain/client-hub/client-hub-settings'
import { EMPTY_FOLLOW_UPS_BACKUP } from '../../domain/mail/follow-up-record'
import { EMPTY_PROVIDER_PAYMENTS_BACKUP } from '../../domain/billing/provider-payment-record'
import { toBackup } from '../../domain/mail/outbox-backup'
import { resources } from '../../domain/resources'
import { and } from '../../domain/shared/condition'
import type { BlobStore } from '../shared/blob-store'
import { writeExport } from '../system/export-document'
import type { StoreTx } from '../shared/store'
import type { TextSink } from '../shared/streamed-json'
import { MEDIA_FILE_FIELDS } from '../tools/upload-media'

/** The stored files (name in the backup -> URL) that `mediaRows` name. */
export function filesNamedBy(
  mediaRows: readonly Record<string, unknown>[],
  blobs: Pick<BlobStore, 'nameOf'>,
): Map<string, string> {
  const files = new Map<string, string>()
  for (const row of mediaRows) {
    for (const field of MEDIA_FILE_FIELDS) {
      const url = row[field]
      const name = typeof url === 'string' ? blobs.nameOf(url) : null
      if (name !== null) files.set(name, url as string)
    }
  }
  return files
}

/** Employees' clock entries and their weeks' states (none in the demo). */
async function timeParts(tx: StoreTx) {
  const time = await tx.time?.exportAll()
  return { time_entries: time?.entries ?? [], timesheets: time?.timesheets ?? [] }
}

/**
 * Writes the backup's data document to `write` (sessions, set-password links and sign-in
 * throttles stay out: they belong to the running install) and answers the files to pack with it.
 */
export async function writeBackupData(
  tx: StoreTx,
  createdAt: string,
  write: TextSink,
  blobs: Pick<BlobStore, 'nameOf'>,
): Promise<{ files: Map<string, string>; counts: Record<string, number> }> {
  await writeExport(tx, createdAt, write, async () => {
    // Each server-only part of the backup under its key, after the collections.
    const parts: Record<string, unknown> = {
      credentials: (await tx.auth?.exportCredentials()) ?? [],
      audit_log: (await tx.audit?.exportAll()) ?? [],
      record_stamps: (await tx.stamps?.exportAll()) ?? [],
      mail_templates: (await tx.mailTemplates?.list()) ?? [],
      outbox: ((await tx.outbox?.exportAll()) ?? []).map(toBackup),
      record_events: (await tx.events?.exportAll()) ?? [],
      notification_preferences: (await tx.notifications?.exportPreferences()) ?? [],
      follow_ups: (await tx.followUps?.exportAll()) ?? EMPTY_FOLLOW_UPS_BACKUP,
      // A client's hub revoke and last visit; never their hub links or sessions (live ways in).
      hub_access: (await tx.hub?.exportAccess()) ?? [],
      visit_confirmations: (await tx.hub?.exportConfirmations()) ?? [],
      provider_payments: (await tx.providerPayments?.exportAll()) ?? EMPTY_PROVIDER_PAYMENTS_BACKUP,
      client_hub: (await tx.clientHub?.getSettings()) ?? DEFAULT_CLIENT_HUB_SETTINGS,
      estimate_responses: (await tx.estimateResponses?.exportAll()) ?? [],
      job_activity: (await tx.jobActivity?.exportAll()) ?? [],
      ...(await timeParts(tx)),
    }
    return Object.entries(parts)
      .map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`)
      .join('')
  })
  const counts: Record<string, number> = {}
  for (const def of resources) counts[def.name] = await tx.count(def.name, null)
  return { files: filesNamedBy(await tx.findAll('media', and()), blobs), counts }
}

// Backup and restore (issue #21): one archive with every record, account and uploaded file. The
// server makes and reads the archives; the browser-only demo answers that it has none.
import { z } from 'zod'
import { backupEvent, restoreEvent } from '../access/audit-events'
import { BACKUPS_NEED_THE_SERVER, type BackupService } from './backup-service'
import type { ApiDeps } from '../shared/deps'
import { AppError } from '../../domain/shared/app-error'
import type { ApiRoute } from '../shared/route-types'

const restoreSummarySchema = z.object({
  created_at: z.string(),
  records: z.number(),
  files: z.number(),
})

function backupsOf(deps: ApiDeps): BackupService {
  if (!deps.backups) throw new AppError('INVALID_STATE', BACKUPS_NEED_THE_SERVER)
  return deps.backups
}

export const RESTORE_BACKUP_PATH = '/api/backup/restore'

export function backupRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/backup',
      summary:
        'A backup of everything (records, accounts, audit log, uploaded files) as one .tar.gz file, read in one snapshot',
      tag: 'system',
      access: 'data:export',
      successStatus: 200,
      audit: backupEvent,
      handle: async (_input, deps) => ({ status: 200, body: await backupsOf(deps).create() }),
    },
    {
      method: 'POST',
      path: RESTORE_BACKUP_PATH,
      summary:
        'Restore a backup (the .tar.gz file as the body, Content-Type application/gzip) into a workspace without business data',
      tag: 'system',
      access: 'data:reset',
      responseSchema: restoreSummarySchema,
      successStatus: 200,
      audit: restoreEvent,
      handle: async (input, deps) => ({
        status: 200,
        body: await backupsOf(deps).restore(input.body, 'no-business-data'),
      }),
    },
  ]
}

// The backup port (issue #21): the server makes and reads backup archives (files on disk, gzip,
// tar); the browser-only demo has none and keeps its Export Demo JSON. Routes call it through
// ApiDeps.backups and answer the demo with BACKUPS_NEED_THE_SERVER.

/** A file answer the host sends as a download, then disposes of (a temporary file on the server). */
export class FileDownload {
  constructor(
    /** Where the host reads it from. */
    readonly path: string,
    readonly fileName: string,
    readonly contentType: string,
    readonly dispose: () => Promise<void>,
  ) {}
}

/**
 * Where a restore may go: `empty-database` (the command line: no record and no account yet),
 * `no-business-data` (Settings > Backup: accounts may exist, no other record) or `replace`
 * (the command line's --replace: whatever is there goes).
 */
export type RestoreMode = 'empty-database' | 'no-business-data' | 'replace'

export type RestoreSummary = {
  created_at: string
  records: number
  files: number
}

export type BackupService = {
  /** A backup of everything, read in one snapshot, as a file to send. */
  create(): Promise<FileDownload>
  /** Restores the archive `body` (the request's stream) when it passes every check; else nothing. */
  restore(body: unknown, mode: RestoreMode): Promise<RestoreSummary>
}

export const BACKUPS_NEED_THE_SERVER =
  'Backups are made by the server: the demo keeps its data in this browser (Settings > Demo exports it as JSON)'

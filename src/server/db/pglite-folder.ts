// PGlite's folder under DATA_DIR, created whole or not at all: PGlite writes a new database's files
// in place, so a server killed while it does (the first start) would leave a folder no later start
// can open. The files are made in a scratch folder beside it and renamed into place when complete.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

export const PGLITE_FOLDER = 'pglite'
const SCRATCH_PREFIX = `${PGLITE_FOLDER}.init-`
/** Every PostgreSQL data folder has it; one without it was never finished. */
const VERSION_FILE = 'PG_VERSION'

/**
 * The PGlite folder of `dataDir`, made first with `create` (which writes a new database into the
 * folder it is given) when there is none. Call it holding the DATA_DIR lock.
 */
export async function ensurePgliteFolder(
  dataDir: string,
  create: (folder: string) => Promise<void>,
  now = Date.now,
): Promise<string> {
  const folder = join(dataDir, PGLITE_FOLDER)
  // Scratch folders of starts that were killed half-way.
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(SCRATCH_PREFIX))
      rmSync(join(dataDir, name), { recursive: true, force: true })
  }
  if (existsSync(join(folder, VERSION_FILE))) return folder
  if (existsSync(folder)) {
    // Never finished (an older version initialised in place): kept aside, never deleted.
    renameSync(folder, join(dataDir, `${PGLITE_FOLDER}.unfinished-${now()}`))
  }
  const scratch = join(dataDir, `${SCRATCH_PREFIX}${process.pid}`)
  await create(scratch)
  if (!existsSync(join(scratch, VERSION_FILE))) {
    throw new Error(`PGlite did not create a database in ${scratch}`)
  }
  renameSync(scratch, folder)
  return folder
}

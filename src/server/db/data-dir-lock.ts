// One server per DATA_DIR: PGlite takes no lock of its own, and two processes writing the same files
// corrupt them. The lock is a file holding the owner's process id, created exclusively; a lock whose
// process is gone (a crash, SIGKILL) is taken over.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'groundwork.lock'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Groundwork server (process ${pid}) is using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR.',
    )
  }
}

/** Whether a process with this id runs (and is not this one, whose id a crashed owner may have had). */
function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function ownerOf(file: string): number | null {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10)
  } catch {
    return null
  }
}

/** Takes the lock of `dataDir` (which must exist) for this process; the returned function gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE)
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error
    }
    const owner = ownerOf(file)
    if (owner !== null && isRunning(owner)) throw new DataDirLockedError(dataDir, owner)
    // Left by a process that is gone: remove it and try again (once more, should another starter race us).
    try {
      unlinkSync(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  let held = true
  return () => {
    if (!held) return
    held = false
    if (ownerOf(file) === process.pid) unlinkSync(file)
  }
}

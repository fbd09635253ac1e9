// One server per DATA_DIR: PGlite takes no lock of its own, and two processes writing the same files
// corrupt them. The lock is a file holding the owner's process id, created exclusively; a lock whose
// process is gone (a crash, SIGKILL) is taken over, and one whose owner is still running is waited on
// for a few seconds first (a restart right after a stop or crash meets an owner about to be gone).
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isProcessRunning } from './process-state'

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

export type LockOptions = {
  /** How long a running owner may take to disappear before the lock is refused. */
  waitMs?: number
  /** Between two looks at the owner while waiting. */
  pollMs?: number
  /** The clock the wait is measured on and the pause between looks (tests pass their own). */
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

type Waiting = Required<Pick<LockOptions, 'waitMs' | 'pollMs' | 'now' | 'sleep'>>

function ownerOf(file: string): number | null {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10)
  } catch {
    return null
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The lock's owner once it is gone or the wait is over: null when none holds it any more. */
async function runningOwner(
  file: string,
  { waitMs, pollMs, now, sleep }: Waiting,
): Promise<number | null> {
  const deadline = now() + waitMs
  for (;;) {
    const owner = ownerOf(file)
    // Not our own id: that is a crashed owner's, which this process was given again.
    if (owner === null || owner === process.pid || !isProcessRunning(owner)) return null
    if (now() >= deadline) return owner
    await sleep(pollMs)
  }
}

/**
 * Takes the lock of `dataDir` (which must exist) for this process; the returned function gives it
 * back. Rejects with DataDirLockedError when another process still holds it after `waitMs`.
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs = 3000, pollMs = 50, now = () => performance.now(), sleep = pause }: LockOptions = {},
): Promise<() => void> {
  const file = join(dataDir, LOCK_FILE)
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error
    }
    const owner = await runningOwner(file, { waitMs, pollMs, now, sleep })
    if (owner !== null) throw new DataDirLockedError(dataDir, owner)
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

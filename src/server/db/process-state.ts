// Whether a process id still stands for a running process. `kill(pid, 0)` alone is not enough: a
// process that has ended but whose parent has not yet collected its exit status (a zombie, for
// about a second after a SIGKILL under a busy or careless parent) still answers it.
import { readFileSync } from 'node:fs'

/**
 * The state letter of /proc/<pid>/stat ("R", "S", "Z" ...), or null when the text is not one.
 * The second field is the command name in parentheses, which may itself hold spaces and
 * parentheses, so the state is the first field after the last ')'.
 */
export function parseProcState(stat: string): string | null {
  const end = stat.lastIndexOf(')')
  if (end < 0) return null
  const state = /^ (\S)(?:\s|$)/.exec(stat.slice(end + 1))
  return state?.[1] ?? null
}

/** The state letter of a process from /proc, or null where there is no /proc or no such process. */
function procState(pid: number): string | null {
  try {
    return parseProcState(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return null
  }
}

/** Whether a process with this id exists and has not ended (a zombie or a dead task has). */
export function isProcessRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const state = procState(pid)
  return state !== 'Z' && state !== 'X' && state !== 'x'
}

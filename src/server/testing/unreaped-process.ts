// A process whose parent never collects its exit status, as after a crash under a busy or careless
// supervisor: once it ends it stays a zombie (still answering `kill(pid, 0)`) until released.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'

export type UnreapedProcess = {
  /** The process id of the command itself (its parent is a `sleep`). */
  pid: number
  /** Lines the command wrote (stdout and stderr), for waiting on it and for failure messages. */
  output: () => string
  /** Ends the command and its non-collecting parent; the zombie then goes to init. */
  release: () => void
}

/** Starts `command args` under `sh`, which then becomes `sleep` and never waits for it. */
export async function spawnUnreaped(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<UnreapedProcess> {
  // The command's own output goes to stderr, so stdout carries only its process id.
  const parent: ChildProcess = spawn(
    'sh',
    ['-c', '"$@" >&2 & echo $!; exec sleep 120', 'sh', command, ...args],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  parent.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000)
  })
  const lines = createInterface({ input: parent.stdout! })
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(parent, 'exit').then(() => {
      throw new Error(`The parent shell exited before starting ${command}`)
    }),
  ])) as [string]
  lines.close()
  const pid = Number(line)
  return {
    pid,
    output: () => log,
    release: () => {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
      parent.kill('SIGKILL')
    },
  }
}

/** Waits until `check` holds, polling; throws with `what` after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

// One server per DATA_DIR: a live owner's lock refuses a second server with a clear message once it
// has had a few seconds to go; a lock left by a process that is gone (or a zombie: ended, not yet
// collected by its parent) is taken over; releasing removes only our own lock.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { spawnUnreaped, waitFor, type UnreapedProcess } from '../testing/unreaped-process'
import { openDatabase } from './client'
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock'
import { parseProcState } from './process-state'

const dirs: string[] = []
const children: ChildProcess[] = []
const unreaped: UnreapedProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const process of unreaped.splice(0)) process.release()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'groundwork-lock-'))
  dirs.push(dir)
  return dir
}

/** A process that stays alive for `ms` (until the test ends by default). */
function liveProcess(ms = 60_000): number {
  const child = spawn(process.execPath, ['-e', `setTimeout(() => {}, ${ms})`], { stdio: 'ignore' })
  children.push(child)
  return child.pid as number
}

/** The id of a process that has ended (and been reaped). */
async function goneProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await once(child, 'exit')
  return child.pid as number
}

const lockFile = (dir: string) => join(dir, LOCK_FILE)

/**
 * A clock that moves only when the lock sleeps: each pause advances it by the pause's length and
 * first runs `onPause` (with the pause's number, from 1), so a test decides what happens while the
 * lock waits, and counts the waits, without any real time passing.
 */
function fakeTime(onPause: (count: number) => void | Promise<void> = () => {}) {
  let time = 0
  const pauses: number[] = []
  return {
    pauses,
    now: () => time,
    sleep: async (ms: number) => {
      pauses.push(ms)
      await onPause(pauses.length)
      time += ms
    },
  }
}
const procState = (pid: number) => parseProcState(readFileSync(`/proc/${pid}/stat`, 'utf8'))

/** A process that takes the lock of `dir` with this module and holds it, under a parent that never reaps it. */
async function unreapedLockHolder(dir: string): Promise<UnreapedProcess> {
  const lockModule = pathToFileURL(join(import.meta.dirname, 'data-dir-lock.ts')).href
  const script = `const { lockDataDir } = await import(process.argv[1]); await lockDataDir(process.argv[2]);
    console.log('locked'); setInterval(() => {}, 60000)`
  const holder = await spawnUnreaped(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
    lockModule,
    dir,
  ])
  unreaped.push(holder)
  await waitFor(() => holder.output().includes('locked'), `the lock holder: ${holder.output()}`)
  return holder
}

describe('lockDataDir', () => {
  it('writes our process id and removes the file when released', async () => {
    const dir = scratchDir()
    const release = await lockDataDir(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`)
    release()
    expect(existsSync(lockFile(dir))).toBe(false)
    release()
  })

  it('refuses once a running owner has not gone within the wait, naming it', async () => {
    const dir = scratchDir()
    const pid = liveProcess()
    writeFileSync(lockFile(dir), `${pid}\n`)
    const time = fakeTime()
    await expect(lockDataDir(dir, { waitMs: 300, pollMs: 50, ...time })).rejects.toThrow(
      DataDirLockedError,
    )
    // It waited the whole wait, looking again every 50 ms, before refusing.
    expect(time.pauses).toEqual([50, 50, 50, 50, 50, 50])
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(
      `Another Groundwork server (process ${pid}) is using the data directory ${dir}. Stop it first, or start this one with another DATA_DIR.`,
    )
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${pid}\n`)
  })

  it('waits for a running owner that ends within the wait, then takes the lock', async () => {
    const dir = scratchDir()
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {
      stdio: 'ignore',
    })
    children.push(owner)
    writeFileSync(lockFile(dir), `${owner.pid}\n`)
    // The owner ends during the third pause.
    const time = fakeTime(async (count) => {
      if (count !== 3) return
      owner.kill('SIGKILL')
      await once(owner, 'exit')
    })
    await lockDataDir(dir, { waitMs: 10_000, pollMs: 50, ...time })
    expect(time.pauses).toHaveLength(3)
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`)
  })

  it('takes over a lock left by a process that is gone, or one that is unreadable', async () => {
    const dir = scratchDir()
    writeFileSync(lockFile(dir), `${await goneProcess()}\n`)
    await lockDataDir(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`)
    writeFileSync(lockFile(dir), 'garbage')
    await lockDataDir(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`)
  })

  it('takes over at once the lock of a killed owner its parent has not yet collected (a zombie)', async () => {
    const dir = scratchDir()
    const holder = await unreapedLockHolder(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${holder.pid}\n`)
    process.kill(holder.pid, 'SIGKILL')
    await waitFor(() => procState(holder.pid) === 'Z', 'the killed holder to become a zombie')
    expect(() => process.kill(holder.pid, 0)).not.toThrow()
    const time = fakeTime()
    await lockDataDir(dir, { waitMs: 5000, ...time })
    // At once: a zombie is not waited on.
    expect(time.pauses).toEqual([])
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`)
    expect(procState(holder.pid)).toBe('Z')
  })

  it('leaves a lock someone else took after ours alone when released', async () => {
    const dir = scratchDir()
    const release = await lockDataDir(dir)
    const pid = liveProcess()
    writeFileSync(lockFile(dir), `${pid}\n`)
    release()
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${pid}\n`)
  })

  it('keeps a second server off a PGlite directory in use, and lets it in once closed', async () => {
    const dir = scratchDir()
    const pid = liveProcess()
    writeFileSync(lockFile(dir), `${pid}\n`)
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError)
    writeFileSync(lockFile(dir), `${await goneProcess()}\n`)
    const database = await openDatabase({ dataDir: dir })
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`)
    await database.close()
    expect(existsSync(lockFile(dir))).toBe(false)
  }, 120_000)
})

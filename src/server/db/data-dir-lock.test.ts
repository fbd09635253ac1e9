// One server per DATA_DIR: a live owner's lock refuses a second server with a clear message; a lock
// left by a process that is gone is taken over; releasing removes only our own lock.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock'

const dirs: string[] = []
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'groundwork-lock-'))
  dirs.push(dir)
  return dir
}

/** A process that stays alive until the test ends. */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' })
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

describe('lockDataDir', () => {
  it('writes our process id and removes the file when released', () => {
    const dir = scratchDir()
    const release = lockDataDir(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`)
    release()
    expect(existsSync(lockFile(dir))).toBe(false)
    release()
  })

  it('refuses while another running process holds the directory, naming it', () => {
    const dir = scratchDir()
    const pid = liveProcess()
    writeFileSync(lockFile(dir), `${pid}\n`)
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(
      `Another Groundwork server (process ${pid}) is using the data directory ${dir}. Stop it first, or start this one with another DATA_DIR.`,
    )
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${pid}\n`)
  })

  it('takes over a lock left by a process that is gone, or one that is unreadable', async () => {
    const dir = scratchDir()
    writeFileSync(lockFile(dir), `${await goneProcess()}\n`)
    lockDataDir(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`)
    writeFileSync(lockFile(dir), 'garbage')
    lockDataDir(dir)
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n`)
  })

  it('leaves a lock someone else took after ours alone when released', () => {
    const dir = scratchDir()
    const release = lockDataDir(dir)
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

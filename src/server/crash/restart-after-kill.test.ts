// A restart right after a crash: the killed server may still be a zombie (ended, not yet collected
// by its parent) and so still seem to hold DATA_DIR's lock; the new server must start at once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from '../db/data-dir-lock'
import { parseProcState } from '../db/process-state'
import {
  buildServerBundle,
  freePort,
  healthStatus,
  killHard,
  startServer,
  type ServerBundle,
  type ServerProcess,
} from '../testing/server-process'
import { spawnUnreaped, waitFor, type UnreapedProcess } from '../testing/unreaped-process'

describe('restart right after a SIGKILL (PGlite)', () => {
  let bundle: ServerBundle | undefined
  let first: UnreapedProcess | undefined
  let second: ServerProcess | undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-restart-'))

  beforeAll(async () => {
    bundle = await buildServerBundle()
  })

  afterAll(async () => {
    first?.release()
    if (second) await killHard(second)
    bundle?.remove()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('starts on the same DATA_DIR while the killed server is still a zombie', async () => {
    const port = await freePort()
    first = await spawnUnreaped(process.execPath, [bundle!.entry], {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    })
    const url = `http://127.0.0.1:${port}`
    const pid = first.pid
    await waitFor(
      async () => (await healthStatus(url)) === 200,
      `the first server:\n${first.output()}`,
      60_000,
    )
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(`${pid}\n`)

    process.kill(pid, 'SIGKILL')
    const state = () => parseProcState(readFileSync(`/proc/${pid}/stat`, 'utf8'))
    await waitFor(() => state() === 'Z', 'the killed server to become a zombie')

    second = await startServer({ entry: bundle!.entry, dataDir, port: await freePort() })
    // Still a zombie: the lock was taken over, not waited out.
    expect(state()).toBe('Z')
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(`${second.pid}\n`)
  }, 120_000)
})

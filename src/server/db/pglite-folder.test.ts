// PGlite's folder appears whole or not at all: made in a scratch folder and renamed into place;
// leftovers of killed starts are cleared, and a folder that was never finished is kept aside.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { ensurePgliteFolder, PGLITE_FOLDER } from './pglite-folder'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'groundwork-pglite-folder-'))
  dirs.push(dir)
  return dir
}

/** What PGlite would write: a database folder with its version file. */
const fakeCreate = async (folder: string) => {
  mkdirSync(folder)
  writeFileSync(join(folder, 'PG_VERSION'), '17\n')
}

describe('ensurePgliteFolder', () => {
  it('creates the database in a scratch folder and renames it into place', async () => {
    const dataDir = scratchDir()
    const seen: string[] = []
    const folder = await ensurePgliteFolder(dataDir, async (scratch) => {
      seen.push(scratch)
      expect(existsSync(join(dataDir, PGLITE_FOLDER))).toBe(false)
      await fakeCreate(scratch)
    })
    expect(folder).toBe(join(dataDir, PGLITE_FOLDER))
    expect(seen).toEqual([join(dataDir, `${PGLITE_FOLDER}.init-${process.pid}`)])
    expect(readdirSync(dataDir)).toEqual([PGLITE_FOLDER])
  })

  it('opens an existing database as it is, clearing the scratch folders of killed starts', async () => {
    const dataDir = scratchDir()
    await fakeCreate(join(dataDir, PGLITE_FOLDER))
    mkdirSync(join(dataDir, `${PGLITE_FOLDER}.init-12345`))
    writeFileSync(join(dataDir, `${PGLITE_FOLDER}.init-12345`, 'half'), 'x')
    const folder = await ensurePgliteFolder(dataDir, () => {
      throw new Error('must not create')
    })
    expect(folder).toBe(join(dataDir, PGLITE_FOLDER))
    expect(readdirSync(dataDir)).toEqual([PGLITE_FOLDER])
  })

  it('keeps a folder that was never finished aside and creates a new database', async () => {
    const dataDir = scratchDir()
    mkdirSync(join(dataDir, PGLITE_FOLDER))
    writeFileSync(join(dataDir, PGLITE_FOLDER, 'base'), 'half written')
    await ensurePgliteFolder(dataDir, fakeCreate, () => 42)
    expect(readdirSync(dataDir).sort()).toEqual([PGLITE_FOLDER, `${PGLITE_FOLDER}.unfinished-42`])
    expect(existsSync(join(dataDir, PGLITE_FOLDER, 'PG_VERSION'))).toBe(true)
  })

  it('leaves nothing in place when creating fails', async () => {
    const dataDir = scratchDir()
    const failing = async (scratch: string) => {
      mkdirSync(scratch)
      throw new Error('killed')
    }
    await expect(ensurePgliteFolder(dataDir, failing)).rejects.toThrow('killed')
    expect(existsSync(join(dataDir, PGLITE_FOLDER))).toBe(false)
    await ensurePgliteFolder(dataDir, fakeCreate)
    expect(readdirSync(dataDir)).toEqual([PGLITE_FOLDER])
  })

  it('gives openDatabase a real PGlite database that opens again with its data', async () => {
    const dataDir = scratchDir()
    const first = await openDatabase({ dataDir })
    await first.close()
    expect(readdirSync(dataDir).sort()).toEqual([PGLITE_FOLDER])
    const again = await openDatabase({ dataDir })
    await again.close()
  }, 120_000)
})

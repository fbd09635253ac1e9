// `npm run backup` / `npm run restore` on PGlite folders: a round trip between two DATA_DIRs, the
// refusals (a non-empty database without --replace, a server holding the folder, bad arguments).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generateSeed } from '../../domain/seed/seed'
import { openDatabase } from '../db/client'
import { LOCK_FILE } from '../db/data-dir-lock'
import { createSqlStore } from '../db/sql-store'
import { everything } from '../testing/backup-fixtures'
import { runBackupCommand } from './backup-cli'

const root = mkdtempSync(join(tmpdir(), 'groundwork-backup-cli-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Runs a command, collecting what it prints. */
async function run(command: 'backup' | 'restore', args: string[], dataDir: string) {
  const lines: string[] = []
  const code = await runBackupCommand(
    command,
    args,
    { DATA_DIR: dataDir },
    {
      log: (line) => lines.push(line),
      error: (line) => lines.push(line),
    },
  )
  return { code, text: lines.join('\n') }
}

async function contentsOf(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    return await everything(createSqlStore(database.db, database.kind))
  } finally {
    await database.close()
  }
}

describe('the backup and restore commands on PGlite', () => {
  const source = join(root, 'source')
  const target = join(root, 'target')
  const file = join(root, 'backup.tar.gz')

  it('backs a DATA_DIR up and restores it into an empty one', async () => {
    const database = await openDatabase({ dataDir: source })
    await createSqlStore(database.db, database.kind).seedIfEmpty(() =>
      generateSeed(Date.UTC(2026, 0, 14)),
    )
    await database.close()

    const made = await run('backup', ['--out', file], source)
    expect(made.text).toMatch(
      /^Backup of PGlite at .* written to .*backup\.tar\.gz: \d+ records, 0 files, [\d.]+ MiB$/,
    )
    expect(made.code).toBe(0)
    expect(existsSync(`${file}.partial`)).toBe(false)

    const restored = await run('restore', [file], target)
    expect(restored.text).toMatch(
      /^Restored the backup of 20\d\d-.* into PGlite at .*: \d+ records, 0 files$/,
    )
    expect(restored.code).toBe(0)
    expect(await contentsOf(target)).toEqual(await contentsOf(source))
  }, 120_000)

  it('refuses a database that holds data unless told to replace it', async () => {
    const again = await run('restore', [file], target)
    expect(again.code).toBe(1)
    expect(again.text).toMatch(/The database is not empty \(20 persons.*add --replace/)
    expect((await run('restore', [file, '--replace'], target)).code).toBe(0)
  }, 120_000)

  it('refuses while a server holds the folder, and says so', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      writeFileSync(join(source, LOCK_FILE), `${server.pid}\n`)
      const res = await run('backup', ['--out', join(root, 'other.tar.gz')], source)
      expect(res.code).toBe(2)
      expect(res.text).toBe(
        `A Groundwork server (process ${server.pid}) is running on ${source}: stop it first, or download the backup from Settings > Backup while it runs.`,
      )
      expect(existsSync(join(root, 'other.tar.gz'))).toBe(false)
    } finally {
      server.kill()
      rmSync(join(source, LOCK_FILE), { force: true })
    }
  }, 30_000)

  it('explains its arguments, and that there is nothing to back up', async () => {
    expect(await run('backup', [], source)).toEqual({
      code: 2,
      text: 'Usage: npm run backup -- --out FILE',
    })
    expect((await run('restore', ['--bogus'], target)).text).toMatch(
      /Unknown option '--bogus'[^]*Usage: npm run restore -- FILE \[--replace\]/,
    )
    expect((await run('restore', [join(root, 'nope.tar.gz')], target)).text).toMatch(
      /^No such file: /,
    )
    const empty = await run('backup', ['--out', join(root, 'x.tar.gz')], join(root, 'nothing'))
    expect(empty).toEqual({
      code: 2,
      text: expect.stringMatching(
        /^There is no Groundwork data in .*nothing \(DATA_DIR\) to back up\.$/,
      ),
    })
  })
})

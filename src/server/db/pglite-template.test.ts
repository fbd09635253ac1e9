// A new PGlite database starts from the template made by the first one that ran initdb: the same
// schema and migrations, no rows; a template PGlite cannot start from is replaced.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../package-root'
import { IN_MEMORY, openDatabase, type Database } from './client'
import { pgliteTemplate, templateKey } from './pglite-template'
import { OPEN_TIMEOUT_MS } from '../testing/test-databases'

const dirs: string[] = []
const scratch = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `groundwork-template-${name}-`))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as { rows: T[] }
  return result.rows
}

/** initdb gives every database its own; a copy of a template keeps the template's. */
async function systemId(database: Database): Promise<string> {
  const [row] = await rows<{ id: string }>(
    database,
    sql`SELECT system_identifier::text AS id FROM pg_control_system()`,
  )
  return row!.id
}

/** What the migrations made: tables and columns, indexes, triggers, functions, applied migrations. */
async function schemaOf(database: Database): Promise<unknown> {
  return {
    columns: await rows(
      database,
      sql`SELECT table_name, column_name, data_type, is_nullable, column_default, collation_name
        FROM information_schema.columns WHERE table_schema = 'public'
        ORDER BY table_name, column_name`,
    ),
    indexes: await rows(
      database,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
    ),
    triggers: await rows(
      database,
      sql`SELECT tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE NOT tgisinternal
        ORDER BY tgname`,
    ),
    functions: await rows(
      database,
      sql`SELECT proname, prosrc FROM pg_proc
        WHERE pronamespace = 'public'::regnamespace ORDER BY proname`,
    ),
    extensions: await rows(database, sql`SELECT extname FROM pg_extension ORDER BY extname`),
    migrations: await rows(
      database,
      sql`SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id`,
    ),
  }
}

describe('the PGlite database template', () => {
  const templateFolder = scratch('cache')
  const template = pgliteTemplate(migrationsFolder(), templateFolder)
  let made: Database
  let madeId: string

  beforeAll(async () => {
    made = await openDatabase({ dataDir: IN_MEMORY, templateFolder })
    madeId = await systemId(made)
  }, OPEN_TIMEOUT_MS)
  afterAll(() => made.close())

  it('is saved by the first database that ran initdb', () => {
    expect(readdirSync(templateFolder)).toEqual([template.file.split('/').at(-1)])
    expect(template.read()).toBeInstanceOf(Blob)
  })

  it(
    'gives an in-memory database the same schema and migrations, and no rows',
    async () => {
      const copy = await openDatabase({ dataDir: IN_MEMORY, templateFolder })
      try {
        expect(await systemId(copy)).toBe(madeId)
        expect(await schemaOf(copy)).toEqual(await schemaOf(made))
        const [counts] = await rows<{ persons: number; search: number }>(
          copy,
          sql`SELECT (SELECT count(*) FROM persons)::int AS persons,
          (SELECT count(*) FROM persons_search)::int AS search`,
        )
        expect(counts).toEqual({ persons: 0, search: 0 })
      } finally {
        await copy.close()
      }
    },
    OPEN_TIMEOUT_MS,
  )

  it(
    'gives a database folder the same, and the folder opens again',
    async () => {
      const dataDir = scratch('data')
      const first = await openDatabase({ dataDir, templateFolder })
      try {
        expect(await systemId(first)).toBe(madeId)
        await first.db.execute(
          sql`INSERT INTO persons (id, name, email, last_activity_at, created_at)
          VALUES ('00000000-0000-4000-8000-000000000001', 'Kept Person', 'kept@example.com', 1, 1)`,
        )
      } finally {
        await first.close()
      }
      const again = await openDatabase({ dataDir, templateFolder })
      try {
        expect(await schemaOf(again)).toEqual(await schemaOf(made))
        const kept = await rows(again, sql`SELECT key FROM persons_search`)
        expect(kept).toEqual([{ key: 'kept person' }])
      } finally {
        await again.close()
      }
    },
    OPEN_TIMEOUT_MS,
  )

  it(
    'is made again by initdb when PGlite cannot start from it, and replaced',
    async () => {
      const brokenFolder = scratch('broken')
      cpSync(templateFolder, brokenFolder, { recursive: true })
      const broken = pgliteTemplate(migrationsFolder(), brokenFolder)
      writeFileSync(broken.file, gzipSync(Buffer.from('not a tarball of a database')))
      const database = await openDatabase({ dataDir: IN_MEMORY, templateFolder: brokenFolder })
      try {
        expect(await systemId(database)).not.toBe(madeId)
        expect(await schemaOf(database)).toEqual(await schemaOf(made))
        // The replacement is the new database's own.
        const copy = await openDatabase({ dataDir: IN_MEMORY, templateFolder: brokenFolder })
        expect(await systemId(copy)).toBe(await systemId(database))
        await copy.close()
      } finally {
        await database.close()
      }
    },
    OPEN_TIMEOUT_MS,
  )
})

describe('templateKey', () => {
  it('changes with a migration and with the journal, and with nothing else', () => {
    const folder = scratch('migrations')
    cpSync(migrationsFolder(), folder, { recursive: true })
    const key = templateKey(folder)
    expect(templateKey(folder)).toBe(key)
    writeFileSync(join(folder, 'notes.txt'), 'not a migration')
    expect(templateKey(folder)).toBe(key)

    const last = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .at(-1)!
    writeFileSync(join(folder, last), '-- changed\n', { flag: 'a' })
    const changed = templateKey(folder)
    expect(changed).not.toBe(key)

    writeFileSync(join(folder, 'meta', '_journal.json'), '{}\n', { flag: 'a' })
    expect(templateKey(folder)).not.toBe(changed)
  })

  it(
    'leaves one template in its folder: saving a new one removes the others',
    async () => {
      const folder = scratch('old')
      const old = join(folder, 'pglite-template-0000000000000000.tar.gz')
      writeFileSync(old, 'an older template')
      const database = await openDatabase({ dataDir: IN_MEMORY, templateFolder: folder })
      await database.close()
      expect(existsSync(old)).toBe(false)
      expect(readdirSync(folder)).toEqual([
        pgliteTemplate(migrationsFolder(), folder).file.split('/').at(-1),
      ])
    },
    OPEN_TIMEOUT_MS,
  )
})

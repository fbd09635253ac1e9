// The template a new PGlite database starts from: the data folder of an empty database with every
// migration applied, kept as a gzipped tarball per PGlite version and set of migrations. initdb in
// WebAssembly takes 3-5 s; loading the template takes under 1 s (decision 021).
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { PGlite } from '@electric-sql/pglite'
import { findPackageRoot } from '../package-root'

const PREFIX = 'pglite-template-'
const SUFFIX = '.tar.gz'

export type PgliteTemplate = {
  /** The template's file for this PGlite version and these migrations. */
  file: string
  /** The template's tarball, or null when there is none or it cannot be read. */
  read: () => Blob | null
  /** Saves `client`'s database, migrated and nothing else yet, as the template. */
  save: (client: PGlite) => Promise<void>
  /** Removes the file: PGlite could not start from it. */
  discard: () => void
}

/** Where templates are kept unless told otherwise: the package's own cache folder. */
export const defaultTemplateFolder = (): string =>
  join(findPackageRoot(), 'node_modules', '.cache', 'groundwork')

export function pgliteTemplate(
  migrationsFolder: string,
  folder: string = defaultTemplateFolder(),
): PgliteTemplate {
  const file = join(folder, `${PREFIX}${templateKey(migrationsFolder)}${SUFFIX}`)
  const discard = () => rmSync(file, { force: true })
  return {
    file,
    read() {
      let gzipped: Buffer
      try {
        gzipped = readFileSync(file)
      } catch {
        return null
      }
      try {
        return new Blob([gunzipSync(gzipped)])
      } catch {
        discard()
        return null
      }
    },
    async save(client) {
      // Data files complete on their own: a database loaded from it has no WAL to replay.
      await client.exec('CHECKPOINT')
      const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())
      mkdirSync(folder, { recursive: true })
      // Written aside and renamed: a reader sees the whole file or none (several test workers
      // may make it at once).
      const scratch = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`
      try {
        writeFileSync(scratch, gzipSync(tarball))
        renameSync(scratch, file)
      } finally {
        rmSync(scratch, { force: true })
      }
      for (const name of readdirSync(folder)) {
        const other = join(folder, name)
        if (name.startsWith(PREFIX) && name.endsWith(SUFFIX) && other !== file) {
          rmSync(other, { force: true })
        }
      }
    },
    discard,
  }
}

/** Changes with PGlite's version and with every migration (its SQL and the journal). */
export function templateKey(migrationsFolder: string): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\0`)
  const files = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsFolder, name))
  for (const path of [...files, join(migrationsFolder, 'meta', '_journal.json')]) {
    hash.update(`${path.slice(migrationsFolder.length)}\0`).update(readFileSync(path))
  }
  return hash.digest('hex').slice(0, 16)
}

/** The installed PGlite's version (its package exports no package.json: found from its entry). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string
        version?: string
      }
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version
    } catch {
      // no package.json here: look further up
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error('The installed PGlite has no package.json')
    dir = parent
  }
}

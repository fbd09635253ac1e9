// Issue #21: a restore refuses a damaged, cut-off, foreign or newer backup, a row its schema
// refuses, a reference to a missing record, an oversized or unnamed file, path tricks, repeated
// and unknown entries; each with a message saying what is wrong, and nothing written: no row, no
// file in the media folder, no scratch file left.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Store } from '../../api/shared/store'
import { MiB } from '../../domain/tools/media-file'
import { currentSchemaVersion } from './schema-version'
import {
  filesIn,
  openBackupTarget,
  packArchive,
  storedCounts,
  streamOf,
  unpackArchive,
  type ArchiveEntry,
  type BackupTarget,
} from '../testing/backup-fixtures'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const mediaDir = mkdtempSync(join(tmpdir(), 'groundwork-hostile-source-'))
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
])
const OTHER_ID = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f'

type Doc = Record<string, Record<string, unknown>[]>
const json = (value: unknown) => Buffer.from(JSON.stringify(value))

describe.each(testBackends())('refused backups on $name', (backend) => {
  const t = useTestApp(backend, { mediaDir })
  let target: BackupTarget
  let entries: ArchiveEntry[] = []

  beforeAll(async () => {
    target = await openBackupTarget(backend)
  }, 120_000)
  afterAll(() => target?.close(), 120_000)

  /** The entries of a real backup of the sample data with one uploaded photo (made once). */
  const valid = async (): Promise<ArchiveEntry[]> => {
    if (entries.length > 0) return entries.map((e) => ({ ...e }))
    const upload = await t.call({
      method: 'POST',
      url: '/api/media',
      payload: { data_url: `data:image/png;base64,${PNG.toString('base64')}` },
    })
    expect(upload.status).toBe(201)
    const res = await t.call({ method: 'GET', url: '/api/backup' })
    entries = await unpackArchive(res.response.rawPayload)
    expect(entries.map((e) => e.name)).toHaveLength(3)
    return valid()
  }
  const withData = async (change: (doc: Doc) => void) => {
    const list = await valid()
    const doc = JSON.parse(list[1]!.body.toString()) as Doc
    change(doc)
    list[1] = { name: 'data.json', body: json(doc) }
    return packArchive(list)
  }
  const withManifest = async (change: (manifest: Record<string, unknown>) => void) => {
    const list = await valid()
    const manifest = JSON.parse(list[0]!.body.toString()) as Record<string, unknown>
    change(manifest)
    list[0] = { name: 'groundwork-backup.json', body: json(manifest) }
    return packArchive(list)
  }
  const withEntries = async (change: (list: ArchiveEntry[]) => ArchiveEntry[]) =>
    packArchive(change(await valid()))

  /** Restoring `archive` fails with `message`, and the target holds nothing afterwards. */
  const refused = async (archive: Buffer, message: RegExp) => {
    await expect(target.service.restore(streamOf(archive), 'empty-database')).rejects.toThrow(
      message,
    )
    const counts = await storedCounts(target.store)
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([])
    expect(filesIn(target.mediaDir)).toEqual([])
    expect(filesIn(target.tempDir)).toEqual([])
  }

  it('refuses a cut-off file and one that is no archive at all', async () => {
    const whole = await packArchive(await valid())
    await refused(whole.subarray(0, Math.floor(whole.length / 2)), /damaged or incomplete/)
    await refused(whole.subarray(0, whole.length - 9), /damaged or incomplete/)
    await refused(Buffer.from('{"persons": []}'), /damaged or incomplete/)
  })

  it('refuses a foreign file and a newer version', async () => {
    await refused(
      await withManifest((m) => (m.format = 'other-backup')),
      /^This file is not a Groundwork backup$/,
    )
    await refused(
      await packArchive([{ name: 'data.json', body: json({}) }]),
      /not a Groundwork backup/,
    )
    await refused(
      await withManifest((m) => (m.format_version = 2)),
      /newer version of Groundwork \(backup format 2; this one reads format 1\)/,
    )
    const ours = currentSchemaVersion()
    await refused(
      await withManifest((m) => (m.schema_version = { index: ours.index + 1, tag: '9999_future' })),
      /newer version of Groundwork \(database 9999_future; this one is at /,
    )
    await refused(
      await withManifest((m) => (m.schema_version = { index: ours.index, tag: 'elsewhere' })),
      /another line of Groundwork/,
    )
  })

  it('refuses a row its schema refuses and a reference to a missing record', async () => {
    await refused(
      await withData((doc) => (doc.persons![0]!.name = 42)),
      /cannot be restored: persons row 1 \([0-9a-f-]+\): name/,
    )
    await refused(
      await withData((doc) => (doc.payments![0]!.invoice_id = OTHER_ID)),
      /payments row 1 \([0-9a-f-]+\): Invoice not found for invoice_id/,
    )
    await refused(
      await withData((doc) => doc.persons!.push({ ...doc.persons![0]! })),
      /persons row 21 .* repeats the id of another person/,
    )
    await refused(await withData((doc) => (doc.secrets = [])), /unknown collection secrets/)
    const stamp = (record_id: string) => ({
      collection: 'persons',
      record_id,
      created_by: null,
      updated_by: OTHER_ID,
    })
    await refused(
      await withData((doc) => (doc.record_stamps = [stamp(OTHER_ID)])),
      /a record stamp names a missing record \(persons /,
    )
    await refused(
      await withData((doc) => {
        const id = doc.persons![0]!.id as string
        doc.record_stamps = [stamp(id), stamp(id)]
      }),
      /a record is stamped twice/,
    )
  })

  it('refuses oversized, unnamed, missing and repeated files', async () => {
    await refused(
      await withEntries((list) => [
        list[0]!,
        list[1]!,
        { ...list[2]!, body: Buffer.alloc(3 * MiB + 1) },
      ]),
      /media\/[0-9a-f-]+\.png is larger than 3 MiB/,
    )
    await refused(
      await withEntries((list) => [...list, { name: `media/${OTHER_ID}.png`, body: PNG }]),
      /holds media\/0f0f.*\.png, which no media record names/,
    )
    await refused(
      await withEntries((list) => list.slice(0, 2)),
      /lacks the file media\/[0-9a-f-]+\.png/,
    )
    await refused(
      await withEntries((list) => [...list, list[2]!]),
      /holds media\/[0-9a-f-]+\.png twice/,
    )
    await refused(
      await withEntries((list) => [list[0]!, list[1]!, list[1]!, list[2]!]),
      /data twice/,
    )
  })

  it('refuses path tricks, links and unknown entries', async () => {
    for (const name of [
      '../evil.png',
      '/etc/evil.png',
      'media\\evil.png',
      'media/../../evil.png',
      'C:/evil.png',
    ]) {
      await refused(
        await withEntries((list) => [...list, { name, body: PNG }]),
        /an entry with an unsafe name/,
      )
    }
    await refused(
      await withEntries((list) => [
        ...list,
        { name: 'media/link.png', body: Buffer.alloc(0), type: 'symlink' },
      ]),
      /is not a file/,
    )
    await refused(
      await withEntries((list) => [...list, { name: 'notes.txt', body: PNG }]),
      /an unknown entry: "notes.txt"/,
    )
  })

  it('refuses an archive that unpacks past the total cap', async () => {
    const small = await openBackupTarget(backend, { maxTotalBytes: 64 * 1024 })
    try {
      await expect(
        small.service.restore(streamOf(await packArchive(await valid())), 'empty-database'),
      ).rejects.toThrow(/unpacks to more than 0.1 MiB/)
      expect(filesIn(small.mediaDir)).toEqual([])
    } finally {
      await small.close()
    }
  })

  it('takes its files back when the transaction fails, and restores a good file after all that', async () => {
    const store = target.deps.store
    const failing: Store = {
      ...store,
      transaction: (work) =>
        store.transaction((tx) =>
          work({
            ...tx,
            replaceAll: async () => {
              throw new Error('disk full')
            },
          }),
        ),
    }
    target.deps.store = failing
    try {
      await refused(await packArchive(await valid()), /disk full/)
    } finally {
      target.deps.store = store
    }
    await target.service.restore(streamOf(await packArchive(await valid())), 'empty-database')
    expect((await storedCounts(target.store)).persons).toBe(20)
    expect(filesIn(target.mediaDir)).toHaveLength(1)
  })
})

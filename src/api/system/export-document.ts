// The export document (the shape of Export Demo JSON): every collection, the plan, the activity and
// the settings. Written page by page, so a workspace of any size is never held in memory at once.
import { resources } from '../../domain/resources'
import type { SeedData } from '../../domain/seed/seed'
import type { StoreTx } from '../shared/store'
import type { TextSink } from '../shared/streamed-json'

/**
 * Writes the export document to `write`: `{"exported_at": ..., "persons": [...], ...}`. A backup
 * adds fields of its own (`more`: the text of `,"key":value` pairs) before the closing brace.
 */
export async function writeExport(
  tx: StoreTx,
  exportedAt: string,
  write: TextSink,
  more?: () => Promise<string>,
): Promise<void> {
  await write(`{"exported_at":${JSON.stringify(exportedAt)}`)
  for (const def of resources) {
    await write(`,${JSON.stringify(def.name)}:[`)
    let first = true
    await tx.exportRows(def.name, async (rows) => {
      if (rows.length === 0) return
      await write(`${first ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`)
      first = false
    })
    await write(']')
  }
  const plan = JSON.stringify(await tx.getPlan())
  const activity = JSON.stringify(await tx.getActivity())
  const settings = JSON.stringify({
    branding: await tx.getBranding(),
    billing: await tx.getBillingSettings(),
  })
  await write(`,"plan":${plan},"activity":${activity},"settings":${settings}`)
  await write(`${more ? await more() : ''}}`)
}

/** The export document as one value, without its time stamp (small workspaces, tests). */
export async function readExport(tx: StoreTx): Promise<SeedData> {
  const pieces: string[] = []
  await writeExport(tx, '', async (text) => {
    pieces.push(text)
  })
  const { exported_at: _, ...data } = JSON.parse(pieces.join('')) as SeedData & {
    exported_at: string
  }
  return data
}

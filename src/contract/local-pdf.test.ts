// "Download PDF" in the demo: the local transport answers the PDF routes with the bytes the
// browser's pdfmake draws from the same definition as the server's.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Invoice } from '../domain/billing/invoice'
import { formatMoney } from '../domain/shared/money'
import { createLocalTransport } from '../web/data/local/local-transport'
import { createMemoryStorage } from '../web/data/local/memory-storage'

const NOW = Date.UTC(2026, 0, 14, 15, 30)
const folder = mkdtempSync(join(tmpdir(), 'groundwork-local-pdf-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('PDF documents in the demo', () => {
  it('answers an invoice as a PDF Blob whose text holds the number, client and total', async () => {
    const transport = createLocalTransport({ storage: createMemoryStorage(), clock: () => NOW })
    // The demo seeds its own sample data: read the invoice it holds.
    const list = await transport({ method: 'GET', path: '/api/invoices' })
    const invoice = (list.body as { items: Invoice[] }).items[0]!
    const clients = await transport({
      method: 'GET',
      path: `/api/persons/${invoice.client_person_id}`,
    })
    const res = await transport({
      method: 'GET',
      path: `/api/invoices/${invoice.id}/pdf`,
      as: 'blob',
    })
    expect(res.status).toBe(200)
    const blob = res.body as Blob
    expect(blob.type).toBe('application/pdf')
    const file = join(folder, 'invoice.pdf')
    writeFileSync(file, new Uint8Array(await blob.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toContain(invoice.number)
    expect(text).toContain((clients.body as { name: string }).name)
    expect(text).toContain(formatMoney(invoice.amount))
  }, 60_000)
})

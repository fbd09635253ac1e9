// `npm run bench:pdf`: the PDF of an invoice with 200 line items, drawn as the server draws it (the
// domain's document, the shared pdfmake definition, the server's renderer): ms per document and
// peak RSS, printed; asserts nothing. With --out <folder> it also writes the sample PDFs (an
// estimate, an invoice with payments, the 200-item invoice on A4 and Letter) to look at them.
import console from 'node:console'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import process from 'node:process'
import { parseArgs } from 'node:util'
import { pdfDefinition } from '../src/api/documents/pdf-definition'
import { invoiceDocument } from '../src/domain/billing/invoice-document'
import { ESTIMATE_ADDED_DEFAULTS, type Estimate } from '../src/domain/sales/estimate'
import { INVOICE_ADDED_DEFAULTS } from '../src/domain/billing/invoice'
import { estimateDocument } from '../src/domain/sales/estimate-document'
import { estimateTotals } from '../src/domain/sales/estimate-totals'
import { DEFAULT_BRANDING, type Branding } from '../src/domain/settings/branding'
import { generateSeed } from '../src/domain/seed/seed'
import { renderPdfWithPdfmake } from '../src/server/documents/pdfmake-renderer'

const { values } = parseArgs({ options: { runs: { type: 'string' }, out: { type: 'string' } } })
const runs = Number(values.runs ?? 20)
const NOW = Date.UTC(2026, 10, 20, 15)
const seed = generateSeed(NOW)
const LOGO = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="40" height="40" rx="8" fill="#2f6b3a"></rect><text x="48" y="27" font-size="18" font-family="Helvetica" fill="#2f6b3a">Acme</text></svg>')}`
const branding: Branding = {
  ...DEFAULT_BRANDING,
  business_name: 'Acme Landscaping',
  business_email: 'office@acme-landscaping.example',
  business_phone: '(555) 010-0200',
  business_address: '1200 Garden Way\nSpringfield, IL 62701',
  payment_instructions:
    'Pay by ACH: Acme Landscaping, routing 000000000, account 0000123456.\nOr by card at the office.',
  time_zone: 'America/Chicago',
  logo: LOGO,
}

const items = Array.from({ length: 200 }, (_, i) => ({
  desc: `Item ${i + 1}: mulch, edging and planting of bed section ${i + 1}`,
  qty: 1 + (i % 4),
  price: 12.5 + (i % 17) * 3.25,
  taxable: true,
}))
const client = seed.persons[0]!
const job = { ...seed.jobs[0]!, client_person_id: client.id }
const bigEstimate: Estimate = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  client_person_id: client.id,
  line_items: items,
  ...estimateTotals(items),
  status: 'Accepted',
  job_id: job.id,
  notes: '',
  ...ESTIMATE_ADDED_DEFAULTS,
  created_at: NOW,
  version: 1,
}
const bigInvoice = {
  id: '1a2b3c4d-0000-4000-8000-000000000002',
  number: 'INV-0013',
  ...INVOICE_ADDED_DEFAULTS,
  job_id: job.id,
  client_person_id: client.id,
  amount: bigEstimate.total,
  status: 'Unpaid' as const,
  due_date: NOW + 14 * 86_400_000,
  created_at: NOW,
  version: 1,
}
const invoiceOf = (paper: Branding['paper_size']) =>
  pdfDefinition(
    invoiceDocument({
      invoice: bigInvoice,
      client,
      job,
      itemsEstimate: bigEstimate,
      payments: [],
      branding: { ...branding, paper_size: paper },
      now: NOW,
    }),
  )

let peakRss = process.memoryUsage().rss
const times: number[] = []
await renderPdfWithPdfmake(invoiceOf('Letter')) // loads pdfmake and the font metrics
for (let i = 0; i < runs; i++) {
  const start = performance.now()
  await renderPdfWithPdfmake(invoiceOf('Letter'))
  times.push(performance.now() - start)
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)] ?? 0
console.log(`PDF of an invoice with 200 items, ${runs} runs after one warm-up`)
console.log(
  `  median ${median.toFixed(1)} ms, fastest ${times[0]?.toFixed(1)} ms, slowest ${times.at(-1)?.toFixed(1)} ms per document`,
)
console.log(`  peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`)

if (values.out) {
  mkdirSync(values.out, { recursive: true })
  const write = async (name: string, definition: ReturnType<typeof pdfDefinition>) =>
    writeFileSync(join(values.out!, name), await renderPdfWithPdfmake(definition))
  const estimate = seed.estimates.find((e) => e.line_items.length > 2)!
  await write(
    'estimate.pdf',
    pdfDefinition(
      estimateDocument(
        estimate,
        seed.persons.find((p) => p.id === estimate.client_person_id) ?? null,
        branding,
      ),
    ),
  )
  const payment = seed.payments.find((p) => p.invoice_id !== null)!
  const paid = seed.invoices.find((i) => i.id === payment.invoice_id)!
  await write(
    'invoice-with-payments.pdf',
    pdfDefinition(
      invoiceDocument({
        invoice: paid,
        client: seed.persons.find((p) => p.id === paid.client_person_id) ?? null,
        job: seed.jobs.find((j) => j.id === paid.job_id) ?? null,
        itemsEstimate: null,
        payments: seed.payments.filter((p) => p.invoice_id === paid.id),
        branding,
        now: NOW,
      }),
    ),
  )
  await write('invoice-200-letter.pdf', invoiceOf('Letter'))
  await write('invoice-200-a4.pdf', invoiceOf('A4'))
  console.log(`  sample PDFs in ${values.out}`)
}

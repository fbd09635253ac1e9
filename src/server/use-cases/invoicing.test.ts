// Issue #34 sections 3 and 4 over the API, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// invoices with line items at the business's rate, Create Invoice from work, deposits, and batch
// invoicing, where two people invoicing the same visits at once bill each visit once.
import { describe, expect, it } from 'vitest'
import { estimateFigures } from '../../domain/sales/estimate-figures'
import { toCents } from '../../domain/shared/money'
import { testBackends } from '../testing/test-databases'
import { NOW, useTestApp } from '../testing/test-app'

const DAY = 86_400_000

describe.each(testBackends())('invoicing from work on $name', (backend) => {
  const t = useTestApp(backend)

  /** A done visit of `clientId` on `date`, priced by an accepted estimate converted to it. */
  async function pricedVisit(
    clientId: string,
    date: number,
    items: { desc: string; qty: number; price: number; taxable?: boolean }[],
    title = 'Lawn care visit',
  ) {
    const job = await t.call({
      method: 'POST',
      url: '/api/jobs',
      payload: { title, client_person_id: clientId, address: '1 Elm St', date, status: 'Done' },
    })
    expect(job.status, JSON.stringify(job.body)).toBe(201)
    const estimate = await t.call({
      method: 'POST',
      url: '/api/estimates',
      payload: { client_person_id: clientId, line_items: items },
    })
    expect(estimate.status).toBe(201)
    await t.store.transaction(async (tx) => {
      const row = await tx.get('estimates', estimate.body.id)
      await tx.update('estimates', {
        ...row!,
        status: 'Accepted',
        job_id: job.body.id,
        version: row!.version + 1,
      })
    })
    return job.body as { id: string; title: string }
  }

  const period = { from: NOW - 40 * DAY, to: NOW }

  it('previews one invoice per client with one line per visit, then creates them', async () => {
    const [a, b] = [t.seed.persons[2]!.id, t.seed.persons[3]!.id]
    const v1 = await pricedVisit(a, NOW - 30 * DAY, [{ desc: 'Mowing', qty: 1, price: 60 }])
    const v2 = await pricedVisit(a, NOW - 23 * DAY, [
      { desc: 'Mowing', qty: 1, price: 60 },
      { desc: 'Permit', qty: 1, price: 15, taxable: false },
    ])
    const v3 = await pricedVisit(b, NOW - 20 * DAY, [{ desc: 'Hedges', qty: 2, price: 45.5 }])
    const preview = await t.call({
      method: 'POST',
      url: '/api/invoice-batches/preview',
      payload: period,
    })
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    const mine = (
      preview.body.invoices as { client_person_id: string; job_ids: string[] }[]
    ).filter((i) => i.client_person_id === a || i.client_person_id === b)
    expect(mine.map((i) => i.job_ids)).toEqual(expect.arrayContaining([[v1.id, v2.id], [v3.id]]))
    const forA = preview.body.invoices.find(
      (i: { client_person_id: string }) => i.client_person_id === a,
    )
    // v2 mixes taxed and untaxed items: its untaxed part is a line of its own.
    expect(
      forA.line_items.map((l: { job_id: string; taxable: boolean; price: number }) => [
        l.job_id,
        l.taxable,
        l.price,
      ]),
    ).toEqual([
      [v1.id, true, 60],
      [v2.id, true, 60],
      [v2.id, false, 15],
    ])
    expect(forA.subtotal_cents + forA.tax_cents + forA.rounding_cents).toBe(forA.total_cents)
    // Nothing was created by the preview.
    const again = await t.call({
      method: 'POST',
      url: '/api/invoice-batches/preview',
      payload: period,
    })
    expect(again.body).toEqual(preview.body)

    const created = await t.call({
      method: 'POST',
      url: '/api/invoice-batches',
      payload: { job_ids: [v1.id, v2.id, v3.id] },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const invoices = created.body.invoices as {
      client_person_id: string
      amount: number
      job_ids: string[]
      job_id: string | null
      line_items: { desc: string; qty: number; price: number; taxable: boolean }[]
      due_date: number
      created_at: number
    }[]
    expect(invoices).toHaveLength(2)
    const invoiceA = invoices.find((i) => i.client_person_id === a)!
    expect(invoiceA.job_ids).toEqual([v1.id, v2.id].sort())
    expect(toCents(invoiceA.amount)).toBe(forA.total_cents)
    // Net 30 by default.
    expect(invoiceA.due_date - invoiceA.created_at).toBe(30 * DAY)
    // One visit: it is the invoice's related job too.
    expect(invoices.find((i) => i.client_person_id === b)!.job_id).toBe(v3.id)
    // A visit billed on a line is found by the list of the invoices that bill it (the job page's link).
    const billing = await t.call({ method: 'GET', url: `/api/invoices?job_ids=${v2.id}` })
    expect(billing.body.items.map((i: { id: string }) => i.id)).toEqual([
      (invoiceA as unknown as { id: string }).id,
    ])
    const byRelatedJob = await t.call({ method: 'GET', url: `/api/invoices?job_id=${v2.id}` })
    expect(byRelatedJob.body.items).toEqual([])
    // Job costing counts a visit's own lines (before tax) of a batch invoice, all of a related job's.
    const costingOf = async (id: string) =>
      (await t.call({ method: 'GET', url: `/api/jobs/${id}/costing` })).body.invoiced_cents
    expect(await costingOf(v2.id)).toBe(7500)
    expect(await costingOf(v1.id)).toBe(6000)
    const invoiceB = invoices.find((i) => i.client_person_id === b)!
    expect(await costingOf(v3.id)).toBe(toCents(invoiceB.amount))
    // The visits are invoiced now: the preview leaves them out, a second batch is refused.
    const after = await t.call({
      method: 'POST',
      url: '/api/invoice-batches/preview',
      payload: period,
    })
    const billed = new Set([v1.id, v2.id, v3.id])
    for (const i of after.body.invoices as { job_ids: string[] }[]) {
      for (const id of i.job_ids) expect(billed.has(id)).toBe(false)
    }
    const twice = await t.call({
      method: 'POST',
      url: '/api/invoice-batches',
      payload: { job_ids: [v3.id] },
    })
    expect(twice.status).toBe(409)
    expect(twice.body.error.message).toMatch(/^This job is already invoiced on INV-/)
  })

  it('invoices each visit once when two people create the same batch at once', async () => {
    const client = t.seed.persons[4]!.id
    const visits = await Promise.all(
      [10, 9, 8].map((d) =>
        pricedVisit(client, NOW - d * DAY, [{ desc: 'Visit', qty: 1, price: 80 }]),
      ),
    )
    const job_ids = visits.map((v) => v.id)
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call({ method: 'POST', url: '/api/invoice-batches', payload: { job_ids } }),
      ),
    )
    const won = results.filter((r) => r.status === 201)
    const refused = results.filter((r) => r.status === 409)
    expect(won).toHaveLength(1)
    expect(refused).toHaveLength(3)
    const number = won[0]!.body.invoices[0].number as string
    for (const r of refused) {
      expect(r.body.error.message).toBe(`This job is already invoiced on ${number}`)
      expect(r.body.error.details.invoice_number).toBe(number)
    }
    for (const id of job_ids) {
      const billing = await t.store.transaction((tx) =>
        tx.findAll('invoices', { op: 'contains', field: 'job_ids', value: id }),
      )
      expect(billing).toHaveLength(1)
    }
  })

  it('refuses a second invoice for a job, with the first one number, whichever way it is made', async () => {
    const client = t.seed.persons[5]!.id
    const visit = await pricedVisit(client, NOW - 5 * DAY, [
      { desc: 'Cleanup', qty: 1, price: 200 },
    ])
    const first = await t.call({
      method: 'POST',
      url: '/api/invoices',
      payload: { client_person_id: client, job_id: visit.id, amount: 216, due_date: NOW + DAY },
    })
    expect(first.status).toBe(201)
    const second = await t.call({
      method: 'POST',
      url: '/api/invoices',
      payload: {
        client_person_id: client,
        due_date: NOW + DAY,
        line_items: [{ desc: 'Cleanup', qty: 1, price: 200, job_id: visit.id }],
      },
    })
    expect(second.status).toBe(409)
    expect(second.body.error.message).toBe(`This job is already invoiced on ${first.body.number}`)
    const draft = await t.call({ method: 'GET', url: `/api/invoice-draft?job_id=${visit.id}` })
    expect(draft.status).toBe(409)
    // Naming the job it bills already is no second invoice.
    const same = await t.call({
      method: 'PATCH',
      url: `/api/invoices/${first.body.id}`,
      payload: { job_id: visit.id, due_date: NOW + 2 * DAY },
    })
    expect(same.status).toBe(200)
  })

  it("refuses another client's job, as related job, on a line or by changing the client", async () => {
    const [client, other] = [t.seed.persons[6]!.id, t.seed.persons[7]!.id]
    const visit = await pricedVisit(client, NOW - 4 * DAY, [{ desc: 'Edging', qty: 1, price: 90 }])
    const message = "The job is another client's: bill it on that client's invoice"
    const create = (payload: object) =>
      t.call({
        method: 'POST',
        url: '/api/invoices',
        payload: { client_person_id: other, due_date: NOW + DAY, ...payload },
      })
    const asRelated = await create({ job_id: visit.id, amount: 90 })
    expect(asRelated.status).toBe(400)
    expect(asRelated.body.error.message).toBe(message)
    const onLine = await create({
      line_items: [{ desc: 'Edging', qty: 1, price: 90, job_id: visit.id }],
    })
    expect(onLine.status).toBe(400)
    expect(onLine.body.error.fields).toEqual({ job_id: message })
    const own = await create({ client_person_id: client, job_id: visit.id, amount: 90 })
    expect(own.status).toBe(201)
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/invoices/${own.body.id}`,
      payload: { client_person_id: other, version: own.body.version },
    })
    expect(moved.status).toBe(400)
    expect(moved.body.error.message).toBe(message)
    const kept = await t.call({ method: 'GET', url: `/api/invoices/${own.body.id}` })
    expect(kept.body.client_person_id).toBe(client)
  })

  it('bills an accepted estimate whole once, also with two people at once and after converting it', async () => {
    const [client, other] = [t.seed.persons[8]!.id, t.seed.persons[9]!.id]
    const made = await t.call({
      method: 'POST',
      url: '/api/estimates',
      payload: {
        client_person_id: client,
        line_items: [{ desc: 'Retaining wall', qty: 1, price: 900 }],
      },
    })
    const estimateId = made.body.id as string
    const create = (payload: object = {}) =>
      t.call({
        method: 'POST',
        url: '/api/invoices',
        payload: { ...draftBody, ...payload },
      })
    const early = await t.call({
      method: 'POST',
      url: '/api/invoices',
      payload: {
        client_person_id: client,
        due_date: NOW + DAY,
        amount: 972,
        estimate_id: estimateId,
      },
    })
    expect(early.status).toBe(409)
    expect(early.body.error.message).toBe(
      'Only an accepted estimate can be invoiced (this one is Open)',
    )
    await t.call({ method: 'POST', url: `/api/estimates/${estimateId}/send` })
    await t.call({ method: 'POST', url: `/api/estimates/${estimateId}/accept` })
    const draft = await t.call({
      method: 'GET',
      url: `/api/invoice-draft?estimate_id=${estimateId}`,
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    expect(draft.body.estimate_id).toBe(estimateId)
    const { source_label: _label, ...draftBody } = draft.body as Record<string, unknown>
    const notTheirs = await create({ client_person_id: other })
    expect(notTheirs.status).toBe(400)
    expect(notTheirs.body.error.fields).toEqual({
      estimate_id: "The estimate must be one of this client's estimates",
    })
    // Two people create it at once: one invoice.
    const both = await Promise.all([create(), create()])
    expect(both.map((r) => r.status).sort()).toEqual([201, 409])
    const first = both.find((r) => r.status === 201)!.body
    expect(first).toMatchObject({ estimate_id: estimateId, amount: 972 })
    const message = `This estimate is already invoiced on ${first.number}`
    expect(both.find((r) => r.status === 409)!.body.error).toMatchObject({
      message,
      details: { invoice_number: first.number, estimate_id: estimateId },
    })
    const again = await t.call({
      method: 'GET',
      url: `/api/invoice-draft?estimate_id=${estimateId}`,
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(message)
    const listed = await t.call({ method: 'GET', url: `/api/invoices?estimate_id=${estimateId}` })
    expect(listed.body.items.map((i: { id: string }) => i.id)).toEqual([first.id])
    // Converted afterwards, its job is billed by that invoice.
    const converted = await t.call({ method: 'POST', url: `/api/estimates/${estimateId}/convert` })
    expect(converted.status, JSON.stringify(converted.body)).toBeLessThan(300)
    const jobId = (await t.call({ method: 'GET', url: `/api/estimates/${estimateId}` })).body
      .job_id as string
    const jobDraft = await t.call({ method: 'GET', url: `/api/invoice-draft?job_id=${jobId}` })
    expect(jobDraft.status).toBe(409)
    expect(jobDraft.body.error.message).toBe(`This job is already invoiced on ${first.number}`)
    const onJob = await create({ estimate_id: null, job_id: jobId })
    expect(onJob.status).toBe(409)
    // Changing the invoice's client is refused while it bills this client's estimate.
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/invoices/${first.id}`,
      payload: { client_person_id: other, version: first.version },
    })
    expect(moved.status).toBe(400)
  })

  it('makes an invoice with line items at the business rate and keeps it when the rate changes', async () => {
    const client = t.seed.persons[6]!.id
    const line_items = [
      { desc: 'Sod', qty: 3, price: 162.5 },
      { desc: 'Dump fee', qty: 1, price: 40, taxable: false },
    ]
    const made = await t.call({
      method: 'POST',
      url: '/api/invoices',
      payload: { client_person_id: client, due_date: NOW + DAY, line_items, amount: 1 },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const figures = estimateFigures(line_items, { tax: 0.08, round_totals: true })
    expect(toCents(made.body.amount)).toBe(figures.total_cents)
    expect(made.body).toMatchObject({ tax: 0.08, round_totals: true, tax_name: 'Sales tax' })
    await t.call({
      method: 'PATCH',
      url: '/api/settings/billing',
      payload: { tax_percent: 10, round_totals: false },
    })
    const edited = await t.call({
      method: 'PATCH',
      url: `/api/invoices/${made.body.id}`,
      payload: { line_items: [{ desc: 'Sod', qty: 4, price: 162.5 }] },
    })
    expect(edited.status).toBe(200)
    // 4 x 162.50 = 650, 8% = 52, rounded: $702 (the invoice's own rate and rounding).
    expect(edited.body.amount).toBe(702)
    const fresh = await t.call({
      method: 'POST',
      url: '/api/invoices',
      payload: { client_person_id: client, due_date: NOW + DAY, line_items },
    })
    // 487.50 x 10% = 48.75 on the taxed part, not rounded: 576.25.
    expect(fresh.body).toMatchObject({ amount: 576.25, tax: 0.1, round_totals: false })
    const bad = await t.call({
      method: 'POST',
      url: '/api/invoices',
      payload: { client_person_id: client, due_date: NOW + DAY },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.amount).toBe('Give an amount or line items')
    await t.call({
      method: 'PATCH',
      url: '/api/settings/billing',
      payload: { tax_percent: 8, round_totals: true },
    })
  })

  it('makes a deposit invoice on acceptance, and the final invoice takes the paid deposit off', async () => {
    const client = t.seed.persons[7]!.id
    const estimate = await t.call({
      method: 'POST',
      url: '/api/estimates',
      payload: {
        client_person_id: client,
        line_items: [{ desc: 'Patio', qty: 1, price: 2000 }],
        deposit: { type: 'percent', value: 25 },
      },
    })
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(201)
    expect(estimate.body.total).toBe(2160)
    await t.call({ method: 'POST', url: `/api/estimates/${estimate.body.id}/send` })
    const accepted = await t.call({
      method: 'POST',
      url: `/api/estimates/${estimate.body.id}/accept`,
    })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    const deposits = await t.call({
      method: 'GET',
      url: `/api/invoices?deposit_estimate_id=${estimate.body.id}`,
    })
    expect(deposits.body.items).toHaveLength(1)
    const deposit = deposits.body.items[0]
    // 25% of $2,160, untaxed and not rounded.
    expect(deposit).toMatchObject({ amount: 540, client_person_id: client, round_totals: false })
    expect(deposit.line_items[0].desc).toBe(`Deposit for Estimate #${estimate.body.id.slice(0, 8)}`)
    // Accepting again (declined, sent, accepted) makes no second deposit.
    const paid = await t.call({ method: 'POST', url: `/api/invoices/${deposit.id}/mark-paid` })
    expect(paid.status).toBe(200)
    const draft = await t.call({
      method: 'GET',
      url: `/api/invoice-draft?estimate_id=${estimate.body.id}`,
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    expect(draft.body).toMatchObject({
      client_person_id: client,
      deposit_invoice_id: deposit.id,
      due_date: NOW + 30 * DAY,
    })
    const { source_label: _label, ...body } = draft.body
    const final = await t.call({ method: 'POST', url: '/api/invoices', payload: body })
    expect(final.status, JSON.stringify(final.body)).toBe(201)
    expect(final.body).toMatchObject({ deposit_credit: 540, amount: 1620 })
    const pdf = await t.call({ method: 'GET', url: `/api/invoices/${final.body.id}/pdf` })
    expect(pdf.status).toBe(200)
    // The deposit is taken off once only.
    const twice = await t.call({ method: 'POST', url: '/api/invoices', payload: body })
    expect(twice.status).toBe(400)
  })
  it("prices each visit of a series made from an estimate's job, and takes its deposit off once", async () => {
    const client = t.seed.persons[8]!.id
    const estimate = await t.call({
      method: 'POST',
      url: '/api/estimates',
      payload: {
        client_person_id: client,
        line_items: [
          { desc: 'Weekly mowing', qty: 1, price: 55 },
          { desc: 'Clippings haul', qty: 1, price: 10, taxable: false },
        ],
        deposit: { type: 'amount', value: 20 },
      },
    })
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(201)
    await t.call({ method: 'POST', url: `/api/estimates/${estimate.body.id}/send` })
    await t.call({ method: 'POST', url: `/api/estimates/${estimate.body.id}/accept` })
    const [deposit] = (
      await t.call({ method: 'GET', url: `/api/invoices?deposit_estimate_id=${estimate.body.id}` })
    ).body.items
    await t.call({ method: 'POST', url: `/api/invoices/${deposit.id}/mark-paid` })
    const job = await t.call({ method: 'POST', url: `/api/estimates/${estimate.body.id}/convert` })
    expect(job.status, JSON.stringify(job.body)).toBe(201)
    const series = await t.call({
      method: 'POST',
      url: '/api/job-series',
      payload: { job_id: job.body.id, repeat: 'FREQ=WEEKLY;COUNT=3' },
    })
    expect(series.status, JSON.stringify(series.body)).toBe(201)
    const visits = (
      await t.call({ method: 'GET', url: `/api/jobs?series_id=${series.body.id}&limit=10` })
    ).body.items as { id: string; date: number; version: number }[]
    expect(visits).toHaveLength(3)
    const [first, second] = [...visits].sort((a, b) => a.date - b.date)
    // The first visit bills with the paid deposit; once it is taken, a later visit bills without.
    const draft1 = await t.call({ method: 'GET', url: `/api/invoice-draft?job_id=${first!.id}` })
    expect(draft1.body).toMatchObject({ deposit_invoice_id: deposit.id })
    expect(draft1.body.line_items.map((l: { desc: string }) => l.desc)).toEqual([
      'Weekly mowing',
      'Clippings haul',
    ])
    const { source_label: _label, ...body1 } = draft1.body
    const final1 = await t.call({ method: 'POST', url: '/api/invoices', payload: body1 })
    expect(final1.status, JSON.stringify(final1.body)).toBe(201)
    // $55 taxed at 8% + $10 untaxed = $69.40, rounded to $69, less the $20 deposit.
    expect(final1.body).toMatchObject({ deposit_credit: 20, amount: 49 })
    const draft2 = await t.call({ method: 'GET', url: `/api/invoice-draft?job_id=${second!.id}` })
    expect(draft2.status).toBe(200)
    expect(draft2.body).toMatchObject({ job_id: second!.id, deposit_invoice_id: null })
    expect(draft2.body.line_items).toHaveLength(2)
    // Done, the later visit is priced in a batch by the estimate of its series' first visit.
    const visit = visits.find((v) => v.id === second!.id)!
    const done = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${visit.id}`,
      payload: { status: 'Done', version: visit.version },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const preview = await t.call({
      method: 'POST',
      url: '/api/invoice-batches/preview',
      payload: { from: visit.date - DAY, to: visit.date + DAY, client_person_id: client },
    })
    expect(preview.body.skipped).toEqual([])
    expect(preview.body.invoices).toHaveLength(1)
    expect(
      preview.body.invoices[0].line_items.map((l: { job_id: string; price: number }) => [
        l.job_id,
        l.price,
      ]),
    ).toEqual([
      [visit.id, 55],
      [visit.id, 10],
    ])
  })
})

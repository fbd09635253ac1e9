// Text with HTML in it renders as text on every screen (issue #8): records whose text fields hold
// script and markup payloads are created through the API, then the lists, detail pages, dashboard
// and phonebook show the literal text, nothing of it runs and no element of it appears.
import type { APIRequestContext, Page } from '@playwright/test'
import { createLocalTransport } from '../src/web/data/local/local-transport'
import { createMemoryStorage, storageSnapshot } from '../src/web/data/local/memory-storage'
import { expect, test } from './fixtures'

const DAY = 86_400_000

/** Each payload names `Zed` so a search finds it; each tries to set window.__xss another way. */
const text = {
  person: 'Zed "><svg onload=window.__xss=1>',
  location: '<script>window.__xss=1</script> Austin',
  personNote: '<input autofocus onfocus=window.__xss=1> Zed person note',
  company: '<img src=x onerror="window.__xss=1"> Zed Co',
  site: '"><svg onload=window.__xss=1> 1 Elm St',
  companyNotes: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe> Zed notes',
  job: '<script>window.__xss=1</script> Zed patio',
  address: '<img src=x onerror=window.__xss=1> 9 Oak Rd',
  jobNotes: '<a href="javascript:window.__xss=1">Zed click</a>',
  lineItem: '<b onmouseover=window.__xss=1>Zed mulch</b>',
  lead: '<svg/onload=window.__xss=1> Zed lead',
  leadSource: '<img src=x onerror=window.__xss=1>',
  note: '<img src=x onerror="window.__xss=1"> Zed note',
  template: '<details open ontoggle=window.__xss=1> Zed template',
  subject: '<marquee onstart=window.__xss=1>Zed subject</marquee>',
  messageText: '<style>*{display:none}</style> Zed message',
}

type Api = (path: string, body: unknown) => Promise<{ id: string }>

/**
 * A minute past midnight today (the browser runs in this machine's time zone): the dashboard lists
 * the first UPCOMING_LIMIT jobs from the start of today, so a job after the sample's jobs of the
 * coming days (say tomorrow at this hour, late in the day) would not be among them.
 */
function firstMinuteOfToday(now: number): number {
  const day = new Date(now)
  day.setHours(0, 1, 0, 0)
  return day.getTime()
}

/** Creates the records; `post` is the server's HTTP API or the demo's in-browser API. */
async function createRecords(post: Api, now: number) {
  const person = await post('/api/persons', {
    name: text.person,
    email: 'zed@example.com',
    phone: '(512) 555-0142',
    location: text.location,
  })
  await post('/api/person-notes', { person_id: person.id, text: text.personNote })
  const company = await post('/api/companies', {
    name: text.company,
    primary_contact: person.id,
    contacts: [person.id],
    sites: [text.site],
    notes: text.companyNotes,
  })
  const job = await post('/api/jobs', {
    title: text.job,
    client_person_id: person.id,
    address: text.address,
    date: firstMinuteOfToday(now),
    notes: text.jobNotes,
  })
  const estimate = await post('/api/estimates', {
    client_person_id: person.id,
    line_items: [{ desc: text.lineItem, qty: 2, price: 40 }],
  })
  const lead = await post('/api/leads', {
    name: text.lead,
    person_id: person.id,
    source: text.leadSource,
    value: 1200,
  })
  const invoice = await post('/api/invoices', {
    client_person_id: person.id,
    job_id: job.id,
    amount: 321,
    due_date: now - 10 * DAY,
  })
  await post('/api/notes', { folder: 'Jobs', text: text.note })
  await post('/api/templates', { type: 'checklist', name: text.template })
  await post('/api/messages', {
    person_id: person.id,
    subject: text.subject,
    last_text: text.messageText,
  })
  return { person, company, job, estimate, lead, invoice }
}

function serverApi(request: APIRequestContext): Api {
  return async (path, body) => {
    const res = await request.post(path, { data: body })
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201)
    return (await res.json()) as { id: string }
  }
}

/**
 * The demo keeps its data in the browser: the records are created by the same API code over an
 * in-memory storage here, and the browser starts with that storage as its localStorage.
 */
async function demoRecords(page: Page, now: number) {
  const storage = createMemoryStorage()
  const transport = createLocalTransport({ storage, clock: () => now })
  const records = await createRecords(async (path, body) => {
    const res = await transport({ method: 'POST', path, body })
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201)
    return res.body as { id: string }
  }, now)
  await page.addInitScript((data) => {
    if (window.localStorage.length > 0) return
    for (const [key, value] of Object.entries(data)) window.localStorage.setItem(key, value)
  }, storageSnapshot(storage))
  return records
}

const INJECTED = [
  'img[src="x"]',
  '[onload]',
  '[onerror]',
  '[onfocus]',
  '[onmouseover]',
  '[ontoggle]',
  '[onstart]',
  'iframe',
  'marquee',
  'a[href^="javascript:" i]',
].join(', ')

/** The payloads are on the screen as text; none ran, none became an element. */
async function expectShownAsText(page: Page, where: string, ...payloads: string[]) {
  for (const payload of payloads) {
    await expect(
      page.getByText(payload).filter({ visible: true }).first(),
      `${where}: ${payload}`,
    ).toBeVisible()
  }
  await expect(page.locator(INJECTED), where).toHaveCount(0)
  expect(
    await page.evaluate(() => ({
      ran: (window as { __xss?: unknown }).__xss,
      scripts: [...document.scripts].filter((s) => s.text.includes('__xss')).length,
      styles: [...document.querySelectorAll('style')].filter((s) =>
        s.textContent?.includes('*{display:none}'),
      ).length,
    })),
    where,
  ).toEqual({ ran: undefined, scripts: 0, styles: 0 })
}

test.describe('Text with HTML in it', () => {
  test('renders as text on every screen that shows it', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000)
    const now = Date.now()
    const r =
      testInfo.project.name === 'server'
        ? await createRecords(serverApi(request), now)
        : await demoRecords(page, now)

    await page.goto('/crm/contacts/persons?q=Zed')
    await expectShownAsText(page, 'persons list', text.person)
    await page.goto(`/crm/contacts/persons/${r.person.id}`)
    await expectShownAsText(page, 'person', text.person, text.location)
    await page.getByRole('tab', { name: 'Notes' }).click()
    await expectShownAsText(page, 'person notes', text.personNote)

    await page.goto('/crm/contacts/companies?q=Zed')
    await expectShownAsText(page, 'companies list', text.company)
    await page.goto(`/crm/contacts/companies/${r.company.id}`)
    await expectShownAsText(page, 'company', text.company, text.companyNotes)
    await page.getByRole('tab', { name: 'Sites' }).click()
    await expectShownAsText(page, 'company sites', text.site)
    await page.getByRole('tab', { name: 'Contacts' }).click()
    await expectShownAsText(page, 'company contacts', text.person)

    await page.goto('/projects/jobs?q=Zed')
    await expectShownAsText(page, 'jobs list', text.job)
    await page.goto(`/projects/jobs/${r.job.id}`)
    await expectShownAsText(page, 'job', text.job, text.address, text.jobNotes, text.person)

    await page.goto(`/sales/estimates/${r.estimate.id}`)
    await expectShownAsText(page, 'estimate', text.lineItem, text.person)
    await page.goto('/sales/leads')
    await expectShownAsText(page, 'leads list', text.lead)
    await page.goto(`/sales/leads/${r.lead.id}`)
    await expectShownAsText(page, 'lead', text.lead, text.leadSource, text.person)

    await page.goto('/billing/invoices')
    await expectShownAsText(page, 'invoices list', text.person)
    await page.goto(`/billing/invoices/${r.invoice.id}`)
    await expectShownAsText(page, 'invoice', text.person)

    await page.goto('/tools/notes')
    await expectShownAsText(page, 'notes', text.note)
    await page.goto('/tools/templates')
    await expectShownAsText(page, 'templates', text.template)
    await page.goto('/messages/inbox')
    await expectShownAsText(page, 'inbox', text.subject, text.person)

    await page.goto('/')
    await expectShownAsText(page, 'dashboard', text.job, text.person)
    await page.getByRole('button', { name: 'Phonebook' }).click()
    const phonebook = page.getByRole('dialog', { name: 'Phonebook' })
    await phonebook.getByLabel('Search contacts').fill('Zed')
    await expectShownAsText(page, 'phonebook', text.person)
  })
})

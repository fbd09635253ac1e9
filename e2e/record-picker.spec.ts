// The record picker at more than 200 persons, in both modes: a client whose name sorts after the
// first 200 can be found by typing and chosen as a job's client (pickers search on the server; they
// used to load the first 200 by name and filter those in the browser).
import type { APIRequestContext, Page } from '@playwright/test'
import { slotKey } from '../src/web/data/local/storage-keys'
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'

/** 210 fillers that sort before every sample person, so the target is not among the first 200. */
const FILLERS = 210
const fillerName = (i: number) => `Aaron Filler ${String(i).padStart(3, '0')}`
const TARGET = 'Zoltan Quimby'

async function addPersonsOnServer(request: APIRequestContext) {
  const names = [...Array.from({ length: FILLERS }, (_, i) => fillerName(i + 1)), TARGET]
  for (const [i, name] of names.entries()) {
    const response = await request.post('/api/persons', {
      data: { name, email: `picker${i}@example.com` },
    })
    expect(response.status()).toBe(201)
  }
}

/** The demo keeps persons in localStorage: add the fillers and the target next to the samples. */
async function addPersonsInDemo(page: Page) {
  await page.goto('/crm/contacts/persons')
  await expect(page.getByRole('heading', { name: 'Persons' })).toBeVisible()
  await page.evaluate(
    ({ key, fillers, target }) => {
      const rows = JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, unknown>[]
      const template = rows[0] ?? {}
      const names = [
        ...Array.from(
          { length: fillers },
          (_, i) => `Aaron Filler ${String(i + 1).padStart(3, '0')}`,
        ),
        target,
      ]
      const added = names.map((name, i) => ({
        ...template,
        id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        name,
        email: `picker${i}@example.com`,
        version: 1,
      }))
      localStorage.setItem(key, JSON.stringify([...rows, ...added]))
    },
    { key: slotKey('persons'), fillers: FILLERS, target: TARGET },
  )
}

test('picks a client past the first 200 persons as a job client', async ({
  page,
  request,
}, info) => {
  if (info.project.name === 'server') await addPersonsOnServer(request)
  else await addPersonsInDemo(page)
  expect(fillerName(FILLERS) < TARGET).toBe(true)

  await page.goto('/projects/jobs/new')
  await expect(page.getByRole('heading', { name: 'New Job' })).toBeVisible()
  await page.getByLabel('Title').fill('Picker check')
  // Empty, the list shows the first page by name: fillers only.
  await page.getByRole('combobox', { name: 'Client' }).click()
  await expect(page.getByRole('option', { name: fillerName(1) })).toBeVisible()
  await expect(page.getByRole('option', { name: TARGET })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await pickRecord(page, 'Client', TARGET, 'Quim')
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveText(TARGET)
  await page.getByLabel('Address').fill('1 Picker Way')
  await page.getByLabel('Date').fill('2030-05-01')
  await page.getByRole('button', { name: 'Create Job' }).click()
  await expect(page).toHaveURL(/\/projects\/jobs\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Picker check' })).toBeVisible()
  await expect(page.getByText(TARGET).first()).toBeVisible()
})

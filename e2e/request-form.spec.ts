// The public request form (issue #31): a new customer at phone size asks for work at /request, the
// office finds the New lead with source "Request form"; a flood from one address is refused.
import { expect, test } from './fixtures'

test.describe('Public request form (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo has no public pages')

  test('a request becomes a lead, and a flood is refused', async ({
    browser,
    request,
    baseURL,
  }) => {
    const stamp = Date.now()
    const name = `Rita Request ${stamp}`
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      await page.goto(`${baseURL}/request`)
      await page.getByLabel('Your name').fill(name)
      await page.getByLabel('Email').fill(`rita-${stamp}@example.com`)
      await page.getByLabel('Service wanted').fill('Spring clean-up')
      await page.getByRole('button', { name: 'Send request' }).click()
      await expect(page.getByText('Thank you, we have your request')).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)

      // The Owner's session (the project's storage state) sees the lead.
      const leads = (await (await request.get('/api/leads?limit=100')).json()) as {
        items: { name: string; source: string }[]
      }
      const lead = leads.items.find((l) => l.name.includes(name))
      expect(lead?.source).toBe('Request form')

      // Five an hour from one address: the form's own request was the first.
      const send = () =>
        context.request.post(`${baseURL}/api/public/work-requests`, {
          data: { name, email: `rita-${stamp}@example.com`, service: 'Hedges', photos: [] },
        })
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) statuses.push((await send()).status())
      expect(statuses.slice(0, 4)).toEqual([202, 202, 202, 202])
      expect(statuses[4]).toBe(429)
    } finally {
      await context.close()
    }
  })
})

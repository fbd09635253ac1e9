// Send to Client on a server (issue #30 section 3): an Open estimate of a client with an e-mail,
// the dialog's defaults, Send, the estimate Sent, and the client's mail holding the PDF.
import { generateSeed } from '../src/domain/seed/seed'
import { expect, test } from './fixtures'
import { waitForMail } from './mail'
import { toast } from './page-helpers'

const seed = generateSeed(Date.now())

test.describe('Send to Client', () => {
  test('e-mails the estimate with its PDF and marks it Sent', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'the demo sends no e-mail')
    const estimate = seed.estimates.find(
      (e) =>
        e.status === 'Open' &&
        !!seed.persons.find((p) => p.id === e.client_person_id)?.email?.trim(),
    )
    if (!estimate) throw new Error('the seed has no Open estimate of a client with an e-mail')
    const client = seed.persons.find((p) => p.id === estimate.client_person_id)!
    const since = Date.now()
    await page.goto(`/sales/estimates/${estimate.id}`)
    await page.getByRole('button', { name: 'Send to Client' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send to Client' })
    await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(client.email)
    await expect(dialog.getByLabel('Subject')).toHaveValue(
      new RegExp(`#${estimate.id.slice(0, 8)}`),
    )
    await expect(dialog.getByText(`Estimate-${estimate.id.slice(0, 8)}.pdf`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(toast(page, 'Estimate updated')).toContainText('Status changed to Sent')
    await expect(toast(page, 'Email sent')).toContainText(`Email sent to ${client.email}`)
    await expect(page.getByRole('button', { name: 'Mark Accepted' })).toBeVisible()

    const mail = await waitForMail(client.email, { subject: /Estimate #/, since })
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: `Estimate-${estimate.id.slice(0, 8)}.pdf`,
        contentType: 'application/pdf',
      }),
    ])
    expect(mail.text).toContain(client.name)
  })
})

// Messages in both modes: search, the unread filter, opening marks read, and team chat with a
// stored send.
import { expect, test } from './fixtures'

test.describe('Messages', () => {
  test('searches, filters unread, and marks a message read when opened', async ({ page }) => {
    await page.goto('/messages')
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible()
    await expect(page.getByText('6 messages')).toBeVisible()
    const list = page.getByRole('list', { name: 'Messages' })
    await expect(list.getByRole('listitem')).toHaveCount(6)
    await expect(list.getByText('New', { exact: true })).toHaveCount(3)

    await page.getByLabel('Search messages').fill('irrigation')
    await expect(page).toHaveURL(/q=irrigation/)
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list).toContainText('Zone 3 is still wet near the driveway.')
    await page.getByLabel('Search messages').fill('')
    await expect(list.getByRole('listitem')).toHaveCount(6)

    await page.getByRole('tab', { name: 'Unread' }).click()
    await expect(page).toHaveURL(/filter=unread/)
    await expect(page.getByText('3 unread messages')).toBeVisible()
    const unread = list.getByRole('button').first()
    const subject = ((await unread.textContent()) ?? '').trim()
    await unread.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: 'Reply by SMS' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText('2 unread messages')).toBeVisible()
    await expect(list.getByRole('button').filter({ hasText: subject.slice(0, 10) })).toHaveCount(0)

    await page.goto('/messages/inbox?filter=unread')
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
    await expect(page.getByText('2 unread messages')).toBeVisible()
  })

  test('sends a team chat message that is stored and moves the conversation up', async ({
    page,
  }) => {
    await page.goto('/messages/team')
    const conversations = page.getByRole('list', { name: 'Conversations' })
    await expect(conversations.getByRole('listitem')).toHaveCount(3)
    await page.getByLabel('Search conversations').fill('estim')
    await expect(conversations.getByRole('listitem')).toHaveCount(1)
    await conversations.getByRole('button', { name: /Estimators/ }).click()
    await expect(page).toHaveURL(/chat=/)
    const thread = page.getByRole('region', { name: 'Estimators' })
    await expect(thread.getByText('Site visit at Summit Office Park moved to 2pm.')).toBeVisible()
    const send = thread.getByRole('button', { name: 'Send', exact: true })
    await expect(send).toBeDisabled()
    await thread.getByLabel('Message', { exact: true }).fill('I will bring the drone for photos')
    await thread.getByLabel('Message', { exact: true }).press('Enter')
    await expect(thread.getByText('I will bring the drone for photos')).toBeVisible()

    await page.goto('/messages/team')
    await expect(conversations.getByRole('listitem').first()).toContainText('Estimators')
    await expect(conversations.getByRole('listitem').first()).toContainText(
      'I will bring the drone for photos',
    )
  })

  test('starts a new conversation', async ({ page }) => {
    await page.goto('/messages/team')
    await page.getByRole('button', { name: 'New conversation' }).click()
    const dialog = page.getByRole('dialog', { name: 'New conversation' })
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Give the conversation a name')).toBeVisible()
    await dialog.getByLabel('Name', { exact: true }).fill('Crew Echo')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('region', { name: 'Crew Echo' })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Conversations' }).getByRole('listitem'),
    ).toHaveCount(4)
  })
})

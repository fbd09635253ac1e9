// @vitest-environment jsdom
// The sync status: how many changes wait, and the ones the server did not take, with both versions
// of a conflict, "Keep mine" / "Keep theirs" and "Discard".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_MESSAGE } from '../data/api-error'
import { setTransport } from '../data/api-client'
import type { OutboxDraft } from '../data/outbox/outbox-item'
import { clearDeviceData, enqueue, listOutbox, saveOutboxItem } from '../data/outbox/outbox-store'
import '../test/setup'
import { SyncStatus } from './sync-status'

const draft = (label: string, more: Partial<OutboxDraft> = {}): OutboxDraft => ({
  method: 'POST',
  path: `/api/${label}`,
  body: {},
  acted_at: Date.UTC(2026, 2, 10, 14, 5),
  label,
  ...more,
})

function renderStatus() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <SyncStatus />
    </QueryClientProvider>,
  )
}

let offline: ReturnType<typeof vi.spyOn> | null = null
beforeEach(async () => {
  // Offline: nothing is sent while the test looks at the list, unless it says so.
  offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  setTransport(async () => {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  })
  await clearDeviceData()
})
afterEach(() => {
  offline?.mockRestore()
  setTransport(null)
})

describe('SyncStatus', () => {
  it('says how many changes wait to sync, politely', async () => {
    await enqueue(draft('Start Spring Cleanup'))
    await enqueue(draft('Finish Spring Cleanup'))
    renderStatus()
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(status).toHaveTextContent('Waiting to sync (2)'))
    expect(screen.queryByRole('region', { name: 'Not synced' })).toBeNull()
  })

  it('shows nothing to do when every change is synced', async () => {
    renderStatus()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('shows a conflict with both versions; Keep mine sends mine on their version', async () => {
    const user = userEvent.setup()
    const item = await enqueue(
      draft('Job notes of Spring Cleanup', {
        method: 'PATCH',
        path: '/api/jobs/j1',
        body: { notes: 'Gate code 4411', version: 3 },
      }),
    )
    await saveOutboxItem({
      ...item,
      state: 'conflict',
      error: 'Someone else changed this record',
      current: { id: 'j1', notes: 'Gate code 9000', version: 4 },
    })
    renderStatus()
    const entry = await screen.findByRole('listitem', { name: 'Job notes of Spring Cleanup' })
    expect(entry).toHaveTextContent('Changed by the office meanwhile')
    expect(within(entry).getByText('Gate code 4411')).toBeInTheDocument()
    expect(within(entry).getByText('Gate code 9000')).toBeInTheDocument()
    expect(within(entry).getByText('Yours (notes)')).toBeInTheDocument()
    expect(within(entry).getByText('The office’s (notes)')).toBeInTheDocument()

    await user.click(within(entry).getByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Waiting to sync (1)'))
    const [again] = await listOutbox()
    expect(again).toMatchObject({
      method: 'PATCH',
      path: '/api/jobs/j1',
      state: 'pending',
      body: { notes: 'Gate code 4411', version: 4 },
    })
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('Keep theirs drops mine', async () => {
    const user = userEvent.setup()
    const item = await enqueue(draft('Job notes', { method: 'PATCH', body: { notes: 'Mine' } }))
    await saveOutboxItem({ ...item, state: 'conflict', current: { notes: 'Theirs', version: 2 } })
    renderStatus()
    const entry = await screen.findByRole('listitem', { name: 'Job notes' })
    await user.click(within(entry).getByRole('button', { name: 'Keep theirs' }))
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull())
    expect(await listOutbox()).toEqual([])
  })

  it('shows a refused change with the reason, kept until discarded', async () => {
    const user = userEvent.setup()
    const item = await enqueue(draft('Finish Spring Cleanup - Garcia'))
    await saveOutboxItem({ ...item, state: 'failed', error: '2 checklist items are still open' })
    await enqueue(draft('Clock out'))
    renderStatus()
    const entry = await screen.findByRole('listitem', { name: 'Finish Spring Cleanup - Garcia' })
    expect(entry).toHaveTextContent('Not accepted: 2 checklist items are still open')
    expect(within(entry).queryByRole('button', { name: 'Keep mine' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Waiting to sync (1)')
    await user.click(within(entry).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull())
    expect((await listOutbox()).map((i) => i.label)).toEqual(['Clock out'])
  })

  it('offers "Finish anyway" for a Finish refused for open checklist items, sent again saying so', async () => {
    const user = userEvent.setup()
    const finish = await enqueue(
      draft('Finish Bed edging', { path: '/api/jobs/j-1/finish', body: { note: 'Done' } }),
    )
    await saveOutboxItem({
      ...finish,
      state: 'failed',
      error: '1 checklist item is still open',
      error_code: 'OPEN_CHECKLIST',
    })
    const other = await enqueue(draft('Start'))
    await saveOutboxItem({
      ...other,
      state: 'failed',
      error: 'Not allowed',
      error_code: 'FORBIDDEN',
    })
    renderStatus()
    const entry = await screen.findByRole('listitem', { name: 'Finish Bed edging' })
    expect(
      within(await screen.findByRole('listitem', { name: 'Start' })).queryByRole('button', {
        name: 'Finish anyway',
      }),
    ).toBeNull()
    await user.click(within(entry).getByRole('button', { name: 'Finish anyway' }))
    await waitFor(async () => {
      const again = (await listOutbox()).find((i) => i.label === 'Finish Bed edging')
      expect(again).toMatchObject({
        state: 'pending',
        acted_at: finish.acted_at,
        body: { note: 'Done', finish_anyway: true },
      })
      expect(again?.id).not.toBe(finish.id)
    })
  })

  it('replays what waits when it opens online, through the api client with its key', async () => {
    offline?.mockReturnValue(true)
    const sent: { path: string; key: string | undefined }[] = []
    setTransport(async (req) => {
      sent.push({ path: req.path, key: req.headers?.['Idempotency-Key'] })
      return { status: 200, body: {} }
    })
    const item = await enqueue(draft('Start Spring Cleanup'))
    renderStatus()
    await waitFor(() => expect(sent).toEqual([{ path: item.path, key: item.id }]))
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement())
  })
})

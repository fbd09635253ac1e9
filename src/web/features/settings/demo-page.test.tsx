// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiRequest } from '../../data/api-request'
import { renderApp } from '../../test/render-app'
import '../../test/setup'
import { RESET_CONFIRM_TEXT, summaryLine } from './demo-page'

const counts = { persons: 21, companies: 12, jobs: 18, estimates: 10, invoices: 1, media: 24 }

function api(handlers: Record<string, (req: ApiRequest) => { status: number; body: unknown }>) {
  const calls: string[] = []
  const fake = (req: ApiRequest) => {
    calls.push(`${req.method} ${req.path}`)
    const handler = handlers[`${req.method} ${req.path}`]
    return handler ? handler(req) : { status: 404, body: null }
  }
  return { calls, fake }
}

afterEach(() => vi.unstubAllGlobals())

describe('summaryLine', () => {
  it('counts the live data in the spec words', () => {
    expect(summaryLine(counts)).toBe(
      '21 contacts, 12 accounts, 18 projects, 10 quotes, 1 bill, 24 photos',
    )
  })
})

describe('DemoPage', { timeout: 15_000 }, () => {
  it('shows the summary of the live data', async () => {
    renderApp(
      '/settings/demo',
      api({ 'GET /api/counts': () => ({ status: 200, body: counts }) }).fake,
    )
    expect(await screen.findByText(summaryLine(counts))).toBeInTheDocument()
  })

  it('exports every record as a JSON file and says so', async () => {
    const user = userEvent.setup()
    const data = { persons: [{ id: 'p1' }], plan: { tier: 'Free' } }
    const blobs: Blob[] = []
    // jsdom has no object URLs: record the blob instead.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob)
        return 'blob:export'
      },
      revokeObjectURL: () => {},
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderApp(
      '/settings/demo',
      api({
        'GET /api/counts': () => ({ status: 200, body: counts }),
        // The export is asked for as a file (a Blob of its text), never parsed on the way.
        'GET /api/export': (req) =>
          req.as === 'blob'
            ? { status: 200, body: new Blob([JSON.stringify(data)], { type: 'application/json' }) }
            : { status: 400, body: { error: { code: 'VALIDATION', message: 'not as a file' } } },
      }).fake,
    )
    await user.click(await screen.findByRole('button', { name: 'Export Demo JSON' }))
    expect(await screen.findByText('Demo data exported')).toBeInTheDocument()
    expect(screen.getByText('JSON file downloaded successfully')).toBeInTheDocument()
    expect(click).toHaveBeenCalledOnce()
    const link = click.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toMatch(/^groundwork-demo-\d{4}-\d{2}-\d{2}\.json$/)
    expect(JSON.parse(await blobs[0]!.text())).toEqual(data)
  })

  it('asks before a reset, resets through the API and reloads', async () => {
    const user = userEvent.setup()
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    const { calls, fake } = api({
      'GET /api/counts': () => ({ status: 200, body: counts }),
      'POST /api/demo/reset': () => ({ status: 200, body: { ok: true } }),
    })
    renderApp('/settings/demo', fake)
    await user.click(await screen.findByRole('button', { name: 'Reset Demo Data' }))
    expect(screen.getByText(RESET_CONFIRM_TEXT)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls).not.toContain('POST /api/demo/reset')

    await user.click(screen.getByRole('button', { name: 'Reset Demo Data' }))
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(calls).toContain('POST /api/demo/reset')
  })

  it('keeps the page and shows the error when the reset fails', async () => {
    const user = userEvent.setup()
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    renderApp(
      '/settings/demo',
      api({
        'GET /api/counts': () => ({ status: 200, body: counts }),
        'POST /api/demo/reset': () => ({
          status: 507,
          body: { error: { code: 'STORAGE_FULL', message: 'Browser storage is full' } },
        }),
      }).fake,
    )
    await user.click(await screen.findByRole('button', { name: 'Reset Demo Data' }))
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(await screen.findByText('Browser storage is full')).toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
  })
})

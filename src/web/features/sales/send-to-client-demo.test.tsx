// @vitest-environment jsdom
// The browser-only demo sends no e-mail (SPEC): Send to Client changes the status with the spec's
// toast and no dialog; Send Reminder shows 'Reminder sent / Email sent to {email}' only.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ApiRequest } from '../../data/api-request'
import { renderApp } from '../../test/render-app'
import '../../test/setup'
import type * as EnvModule from '../../lib/env'
import { buildEstimate, salesApi } from './sales-fixtures'

type Env = typeof EnvModule

vi.mock('../../lib/env', async (original) => ({
  ...(await original<Env>()),
  isDemoMode: true,
}))
vi.setConfig({ testTimeout: 20_000 })

describe('sending in the demo', () => {
  it('Send to Client: the status change and the spec toast, no dialog', async () => {
    const user = userEvent.setup()
    const estimate = buildEstimate({ status: 'Open' })
    const { transport } = renderApp(
      `/sales/estimates/${estimate.id}`,
      salesApi((req) => {
        if (req.method === 'POST') {
          return {
            status: 200,
            body: { record: buildEstimate({ status: 'Sent', version: 2 }), message: null },
          }
        }
        if (req.path === `/api/estimates/${estimate.id}`) return { status: 200, body: estimate }
        return undefined
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Send to Client' }))
    expect(await screen.findByText('Status changed to Sent')).toBeInTheDocument()
    expect(screen.getByText('Estimate updated')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Send to Client' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Email sent/)).not.toBeInTheDocument()
    expect(
      transport.mock.calls.filter(([req]: [ApiRequest]) => req.path.endsWith('/send-preview')),
    ).toHaveLength(0)
  })
})

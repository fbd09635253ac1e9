// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '../test/setup'
import { ok, serveHub } from '../test/hub-fixtures'
import { HubExpiredPage } from './hub-expired-page'

describe("the hub's expired-link page", () => {
  it("asks for a new link with the address's reference and shows the answer's message", async () => {
    const { posts } = serveHub({
      'GET /api/settings/branding': ok({ business_name: 'Green Acres', brand_color: '#1d4ed8' }),
      'POST /api/hub/new-link': {
        status: 202,
        body: { message: 'If this link was yours, a new one is on its way to your e-mail' },
      },
    })
    const user = userEvent.setup()
    render(<HubExpiredPage search="?ref=0b6c7f5e-1" />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Green Acres')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If this link was yours, a new one is on its way to your e-mail',
    )
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/hub/new-link', body: { ref: '0b6c7f5e-1' } },
    ])
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeDisabled()
  })

  it('lets the client try again after a network failure', async () => {
    serveHub({
      'POST /api/hub/new-link': [{ status: 0 }, { status: 202, body: { message: 'Sent' } }],
    })
    const user = userEvent.setup()
    render(<HubExpiredPage search="" />)
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }))
    expect(await screen.findByText(/check your connection/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }))
    expect(await screen.findByText('Sent')).toBeInTheDocument()
  })
})

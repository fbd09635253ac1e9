// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '../test/setup'
import { buildMe, fail, ok, serveHub } from '../test/hub-fixtures'
import { HubRequestWorkPage } from './hub-request-work-page'

describe("the hub's request form", () => {
  it('asks no name, e-mail or phone and posts the work to the hub', async () => {
    const { posts } = serveHub({
      'GET /api/hub/me': ok(buildMe()),
      'POST /api/hub/work-requests': { status: 201, body: { ok: true } },
    })
    const user = userEvent.setup()
    render(<HubRequestWorkPage />)
    const form = await screen.findByRole('form', { name: 'Request work' })
    expect(form).toBeInTheDocument()
    expect(screen.queryByLabelText(/Your name/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument()
    expect(form.querySelector('input[name="website"]')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(screen.getByLabelText(/Service wanted/)).toHaveFocus()
    expect(posts()).toEqual([])
    await user.type(screen.getByLabelText(/Service wanted/), 'Hedge trimming')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(
      await screen.findByRole('heading', { name: 'Thank you, we have your request' }),
    ).toHaveFocus()
    expect(screen.getByText(/Green Acres will get back to you/)).toBeInTheDocument()
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/hub/work-requests',
        body: {
          service: 'Hedge trimming',
          address: '',
          preferred_dates: '',
          notes: '',
          photos: [],
        },
      },
    ])
  })

  it('says the link has expired when the hub answers 401', async () => {
    serveHub({
      'GET /api/hub/me': ok(buildMe()),
      'POST /api/hub/work-requests': fail(401, 'Signed out'),
    })
    const user = userEvent.setup()
    render(<HubRequestWorkPage />)
    await user.type(await screen.findByLabelText(/Service wanted/), 'Hedge trimming')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument()
  })
})

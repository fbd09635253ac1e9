// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import '../test/setup'
import { RequestPage } from './request-page'

type Reply = { status: number; body: unknown }

/** A stand-in for the server: the branding, the form's status, and the answer to a request. */
function serve(options: { formOpen?: boolean; answer?: Reply } = {}) {
  const sent: unknown[] = []
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = (r: Reply) =>
      new Response(JSON.stringify(r.body), {
        status: r.status,
        headers: { 'content-type': 'application/json' },
      })
    if (url === '/api/settings/branding')
      return reply({ status: 200, body: { business_name: 'Green Acres', brand_color: '#1d4ed8' } })
    if (url === '/api/public/request-form')
      return options.formOpen === false
        ? reply({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Off' } } })
        : reply({ status: 200, body: { available: true } })
    if (url === '/api/public/work-requests' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)))
      return reply(options.answer ?? { status: 202, body: { received: true } })
    }
    return reply({ status: 404, body: {} })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { sent }
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your name/), 'Ana Ruiz')
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.net')
  await user.type(screen.getByLabelText(/Service wanted/), 'Deck repair')
}

describe('the public request page', () => {
  it("shows the business's name and refuses a form without the required fields, naming each", async () => {
    const { sent } = serve()
    const user = userEvent.setup()
    render(<RequestPage />)
    expect(await screen.findByText('Green Acres')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Email/), 'not an address')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    const name = screen.getByLabelText(/Your name/)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required')
    expect(name).toHaveFocus()
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Email must be a valid email address',
    )
    expect(screen.getByLabelText(/Service wanted/)).toHaveAccessibleDescription(
      expect.stringContaining('Service wanted is required'),
    )
    expect(sent).toEqual([])
  })

  it('sends the request and shows the thank-you, focused', async () => {
    const { sent } = serve()
    const user = userEvent.setup()
    render(<RequestPage />)
    await screen.findByText('Green Acres')
    await fillRequired(user)
    await user.type(screen.getByLabelText(/Preferred dates/), 'Mornings')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    const thanks = await screen.findByRole('heading', { name: 'Thank you, we have your request' })
    expect(thanks).toHaveFocus()
    expect(screen.getByText(/Green Acres will get back to you/)).toBeInTheDocument()
    expect(sent).toEqual([
      {
        name: 'Ana Ruiz',
        email: 'ana@example.net',
        phone: '',
        service: 'Deck repair',
        address: '',
        preferred_dates: 'Mornings',
        notes: '',
        photos: [],
      },
    ])
  })

  it("shows the server's field errors under the fields, and its message", async () => {
    serve({
      answer: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Please check the highlighted fields',
            fields: { phone: 'Phone may hold digits, spaces and + ( ) - . only' },
          },
        },
      },
    })
    const user = userEvent.setup()
    render(<RequestPage />)
    await screen.findByText('Green Acres')
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    const phone = screen.getByLabelText(/^Phone/)
    expect(await screen.findByText('Please check the highlighted fields')).toBeInTheDocument()
    expect(phone).toHaveAccessibleDescription('Phone may hold digits, spaces and + ( ) - . only')
    expect(phone).toHaveFocus()
    expect(screen.queryByRole('heading', { name: /Thank you/ })).not.toBeInTheDocument()
  })

  it('says the form is not available when the Owner turned it off', async () => {
    serve({ formOpen: false })
    render(<RequestPage />)
    expect(await screen.findByText(/The request form is not available/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument()
  })

  it('keeps the honeypot away from people: hidden from screen readers and out of the tab order', async () => {
    serve()
    render(<RequestPage />)
    const form = await screen.findByRole('form', { name: 'Request work' })
    expect(within(form).queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument()
    const honeypot = form.querySelector('input[name="website"]')
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})

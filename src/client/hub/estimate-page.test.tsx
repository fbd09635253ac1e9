// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ESTIMATE_UPDATED_MESSAGE } from '../../domain/hub/hub-api'
import {
  AGREEMENT_REQUIRED,
  CHANGES_MESSAGE_REQUIRED,
  SIGNATURE_REQUIRED,
} from '../../domain/hub/hub-approval'
import '../test/setup'
import { buildEstimate, buildMe, fail, MARCH_4, ok, serveHub } from '../test/hub-fixtures'
import { EstimatePage } from './estimate-page'

const ME = 'GET /api/hub/me'
const ESTIMATE = 'GET /api/hub/estimates/est-1'
const APPROVE = 'POST /api/hub/estimates/est-1/approve'
const CHANGES = 'POST /api/hub/estimates/est-1/request-changes'

describe("the hub's estimate page", () => {
  it('shows the estimate as the PDF does: lines, subtotal, tax, total, notes and the PDF', async () => {
    serveHub({ [ME]: ok(buildMe()), [ESTIMATE]: ok(buildEstimate({ rounding_cents: -2 })) })
    render(<EstimatePage id="est-1" />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estimate #1a2b3c4d' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Green Acres')).toBeInTheDocument()
    expect(screen.getByText('Issued Mar 4, 2026')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Lines' })
    expect(
      within(table).getByRole('row', { name: /Flagstone patio 2 \$500\.00 \$1,000\.00/ }),
    ).toBeInTheDocument()
    const totals = screen.getByText('Subtotal').closest('dl') as HTMLElement
    expect(within(totals).getByText('Tax (8%)')).toBeInTheDocument()
    expect(within(totals).getByText('$91.45')).toBeInTheDocument()
    expect(within(totals).getByText('Rounding')).toBeInTheDocument()
    expect(within(totals).getByText('$1,234.56')).toBeInTheDocument()
    expect(screen.getByText('Work starts in April.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/hub/estimates/est-1/pdf',
    )
    expect(screen.getByRole('link', { name: /Back to your hub/ })).toHaveAttribute('href', '/hub')
    expect(document.title).toBe('Estimate #1a2b3c4d · Green Acres')
  })

  it('leaves Rounding out when it is 0, and the forms out when the estimate cannot be answered', async () => {
    serveHub({
      [ME]: ok(buildMe()),
      [ESTIMATE]: ok(
        buildEstimate({
          status: 'Accepted',
          can_respond: false,
          approval: { name: 'Ana Ruiz', approved_at: MARCH_4 },
        }),
      ),
    })
    render(<EstimatePage id="est-1" />)
    expect(await screen.findByText('Approved by Ana Ruiz on Mar 4, 2026')).toBeInTheDocument()
    expect(screen.queryByText('Rounding')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve estimate' })).not.toBeInTheDocument()
    expect(screen.queryByText('Request changes')).not.toBeInTheDocument()
  })

  it('refuses to approve without a typed name and "I agree", in the API\'s words, sending nothing', async () => {
    const { posts } = serveHub({ [ME]: ok(buildMe()), [ESTIMATE]: ok(buildEstimate()) })
    const user = userEvent.setup()
    render(<EstimatePage id="est-1" />)
    await user.click(await screen.findByRole('button', { name: 'Approve estimate' }))
    const name = screen.getByLabelText('Your full name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(expect.stringContaining(SIGNATURE_REQUIRED))
    expect(name).toHaveFocus()
    const agree = screen.getByRole('checkbox', {
      name: 'I agree to this estimate and its total of $1,234.56',
    })
    expect(agree).toHaveAccessibleDescription(AGREEMENT_REQUIRED)
    await user.type(name, 'Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Approve estimate' }))
    expect(agree).toHaveFocus()
    expect(screen.queryByText(SIGNATURE_REQUIRED)).not.toBeInTheDocument()
    expect(posts()).toEqual([])
  })

  it('approves with the version, the typed name and agree, then shows who approved it', async () => {
    const approved = buildEstimate({
      status: 'Accepted',
      can_respond: false,
      approval: { name: 'Ana Ruiz', approved_at: MARCH_4 },
      version: 4,
    })
    const { posts } = serveHub({
      [ME]: ok(buildMe()),
      [ESTIMATE]: ok(buildEstimate()),
      [APPROVE]: ok(approved),
    })
    const user = userEvent.setup()
    render(<EstimatePage id="est-1" />)
    await user.type(await screen.findByLabelText('Your full name'), '  Ana Ruiz ')
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
    await user.click(screen.getByRole('button', { name: 'Approve estimate' }))
    expect(await screen.findByText('Approved by Ana Ruiz on Mar 4, 2026')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Thank you: the estimate is approved.')
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/hub/estimates/est-1/approve',
        body: { version: 3, name: 'Ana Ruiz', agree: true },
      },
    ])
    expect(screen.queryByRole('button', { name: 'Approve estimate' })).not.toBeInTheDocument()
  })

  it('shows a 409 with its message and a button that reads the estimate again', async () => {
    const { sent } = serveHub({
      [ME]: ok(buildMe()),
      [ESTIMATE]: [ok(buildEstimate()), ok(buildEstimate({ version: 4, total_cents: 99_900 }))],
      [APPROVE]: fail(409, ESTIMATE_UPDATED_MESSAGE),
    })
    const user = userEvent.setup()
    render(<EstimatePage id="est-1" />)
    await user.type(await screen.findByLabelText('Your full name'), 'Ana Ruiz')
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
    await user.click(screen.getByRole('button', { name: 'Approve estimate' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ESTIMATE_UPDATED_MESSAGE)
    expect(screen.queryByRole('button', { name: 'Approve estimate' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reload the estimate' }))
    expect(
      await screen.findByRole('checkbox', {
        name: 'I agree to this estimate and its total of $999.00',
      }),
    ).toBeInTheDocument()
    expect(sent.filter((s) => s.url === '/api/hub/estimates/est-1')).toHaveLength(2)
  })

  it('requests changes with a message, refusing an empty one', async () => {
    const { posts } = serveHub({
      [ME]: ok(buildMe()),
      [ESTIMATE]: ok(buildEstimate()),
      [CHANGES]: ok(buildEstimate({ can_respond: false })),
    })
    const user = userEvent.setup()
    render(<EstimatePage id="est-1" />)
    await user.click(await screen.findByText('Request changes'))
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    const message = screen.getByLabelText('What should we change?')
    expect(message).toHaveAccessibleDescription(CHANGES_MESSAGE_REQUIRED)
    expect(posts()).toEqual([])
    await user.type(message, 'Cheaper stone, please')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/we have your request for changes/)
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/hub/estimates/est-1/request-changes',
        body: { version: 3, message: 'Cheaper stone, please' },
      },
    ])
    expect(screen.queryByRole('button', { name: 'Approve estimate' })).not.toBeInTheDocument()
  })

  it("shows the server's field error under the name", async () => {
    serveHub({
      [ME]: ok(buildMe()),
      [ESTIMATE]: ok(buildEstimate()),
      [APPROVE]: fail(400, 'Please check the highlighted fields', { name: SIGNATURE_REQUIRED }),
    })
    const user = userEvent.setup()
    render(<EstimatePage id="est-1" />)
    await user.type(await screen.findByLabelText('Your full name'), 'A')
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
    await user.click(screen.getByRole('button', { name: 'Approve estimate' }))
    expect(await screen.findByText('Please check the highlighted fields')).toBeInTheDocument()
    expect(screen.getByLabelText('Your full name')).toHaveAccessibleDescription(
      expect.stringContaining(SIGNATURE_REQUIRED),
    )
  })

  it('says the link has expired, with no data, when the hub answers 401', async () => {
    serveHub({
      [ME]: ok(buildMe()),
      [ESTIMATE]: fail(401, 'Open the link in your most recent e-mail to see your client hub'),
    })
    render(<EstimatePage id="est-1" />)
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Open the link in your most recent e-mail from us.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Estimate #/)).not.toBeInTheDocument()
  })

  it('says the session ended when an approval is answered 401', async () => {
    serveHub({
      [ME]: ok(buildMe()),
      [ESTIMATE]: ok(buildEstimate()),
      [APPROVE]: fail(401, 'Signed out'),
    })
    const user = userEvent.setup()
    render(<EstimatePage id="est-1" />)
    await user.type(await screen.findByLabelText('Your full name'), 'Ana Ruiz')
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
    await user.click(screen.getByRole('button', { name: 'Approve estimate' }))
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Flagstone patio')).not.toBeInTheDocument()
  })
})

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Job } from '../../../domain/projects/job'
import type { SmsMessage } from '../../../domain/messages/sms'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { OPEN_PHONEBOOK_EVENT, OPEN_QUICK_CAPTURE_EVENT, OPEN_SMS_EVENT } from '../../lib/events'
import { buildPerson } from '../../test/factories'
import { lookupAnswers, page, renderApp, TEST_CREW } from '../../test/render-app'
import '../../test/setup'
import { CHAT_HISTORY_KEY, chatHistoryStore } from './chat-history-store'

const maria = buildPerson({ name: 'Maria Garcia', phone: '(555) 010-2000' })
const job = (n: number, date: number): Job => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  title: `Spring Cleanup ${n}`,
  client_person_id: maria.id,
  address: `${n} Oak St`,
  date,
  status: 'Scheduled',
  assigned_crew_id: null,
  photos: [],
  notes: '',
  crew_instructions: '',
  route_order: null,
  duration_minutes: 60,
  series_id: null,
  series_occurrence: null,
  created_at: date,
  version: 1,
})

// The panels load lazily on first use; on a busy machine the first transform of a panel can take
// longer than a findBy* wait, so they are loaded once up front.
beforeAll(async () => {
  await Promise.all([
    import('./assistant-panel'),
    import('./phonebook-panel'),
    import('./sms-panel'),
    import('./quick-capture-dialog'),
  ])
}, 60_000)

type Handler = (req: ApiRequest) => ApiResponse | undefined

/** Answers the routes a test cares about; every other list is empty. */
function fakeApi(...handlers: Handler[]) {
  return (req: ApiRequest): ApiResponse => {
    for (const handle of handlers) {
      const res = handle(req)
      if (res) return res
    }
    if (req.method === 'GET' && /^\/api\/[a-z-]+$/.test(req.path)) return page([])
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }
  }
}

function sent(transport: { mock: { calls: [ApiRequest][] } }, method: string, path: string) {
  return transport.mock.calls.map(([r]) => r).filter((r) => r.method === method && r.path === path)
}

/**
 * The panel's Send button, once it is seen to stay disabled while the message is empty or only
 * spaces; the message box is left empty.
 */
async function sendRefusingBlank(
  user: ReturnType<typeof userEvent.setup>,
  panel: HTMLElement,
  input: HTMLElement,
  spaces: string,
) {
  const send = within(panel).getByRole('button', { name: 'Send' })
  expect(send).toBeDisabled()
  await user.type(input, spaces)
  expect(send).toBeDisabled()
  await user.clear(input)
  return send
}

beforeEach(() => {
  window.localStorage.clear()
  chatHistoryStore.reset()
})
afterEach(() => {
  chatHistoryStore.reset()
})

describe('Assistant chat panel', { timeout: 20_000 }, () => {
  it("answers 'jobs today' from the API, keeps the history, and closes on Escape", async () => {
    const user = userEvent.setup()
    const today = [job(1, Date.UTC(2026, 10, 23, 14)), job(2, Date.UTC(2026, 10, 23, 16))]
    const { transport } = renderApp(
      '/tools/templates',
      fakeApi((req) =>
        req.path === '/api/jobs' && req.query?.filter === 'today' ? page(today) : undefined,
      ),
    )
    await user.click((await screen.findAllByRole('button', { name: 'Assistant' }))[0]!)
    const panel = await screen.findByRole('dialog', { name: 'Assistant' })
    const input = within(panel).getByLabelText('Ask the assistant')
    await sendRefusingBlank(user, panel, input, '   ')
    await user.type(input, 'jobs today{Enter}')
    expect(input).toHaveValue('')
    expect(within(panel).getByRole('status')).toHaveTextContent('Thinking')
    expect(
      await within(panel).findByText(/You have 2 jobs today/, {}, { timeout: 4000 }),
    ).toHaveTextContent('Spring Cleanup 1 (1 Oak St)')
    expect(sent(transport, 'GET', '/api/jobs')[0]?.query).toMatchObject({ filter: 'today' })

    const stored = JSON.parse(window.localStorage.getItem(CHAT_HISTORY_KEY) ?? '[]') as {
      role: string
      content: string
    }[]
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(stored[0]?.content).toBe('jobs today')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assistant' })).toBeNull())
  })

  it("offers call, text and open for a contact's phone, and apologises when the data fails", async () => {
    const user = userEvent.setup()
    let failJobs = false
    renderApp(
      '/tools/templates',
      fakeApi(
        (req) =>
          req.path === '/api/persons' && req.query?.q === 'Maria Garcia'
            ? page([maria])
            : undefined,
        (req) =>
          req.path === '/api/jobs' && failJobs
            ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
            : undefined,
      ),
    )
    await user.click((await screen.findAllByRole('button', { name: 'Assistant' }))[0]!)
    const panel = await screen.findByRole('dialog', { name: 'Assistant' })
    await user.type(
      within(panel).getByLabelText('Ask the assistant'),
      "What's Maria Garcia's phone?{Enter}",
    )
    await within(panel).findByText(/\(555\) 010-2000/, {}, { timeout: 4000 })
    expect(within(panel).getByRole('link', { name: 'Call Maria Garcia' })).toHaveAttribute(
      'href',
      'tel:5550102000',
    )
    expect(within(panel).getByRole('button', { name: 'Text Maria Garcia' })).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Open Maria Garcia' })).toHaveAttribute(
      'href',
      `/crm/contacts/persons/${maria.id}`,
    )

    failJobs = true
    await user.type(within(panel).getByLabelText('Ask the assistant'), 'jobs today{Enter}')
    expect(await within(panel).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Sorry, the assistant is unavailable right now. Please try again later.',
    )
  })
})

describe('Assistant chat panel for a Crew user', { timeout: 20_000 }, () => {
  it('offers no invoice question and refuses one as such, asking for no invoices', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp('/projects/jobs', () => page([]), { user: TEST_CREW })
    await user.click((await screen.findAllByRole('button', { name: 'Assistant' }))[0]!)
    const panel = await screen.findByRole('dialog', { name: 'Assistant' })
    expect(within(panel).getByRole('button', { name: 'Jobs today' })).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'Overdue invoices' })).toBeNull()
    await user.type(within(panel).getByLabelText('Ask the assistant'), 'overdue invoices{Enter}')
    expect(
      await within(panel).findByText(/Your role doesn't include invoices/, {}, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(within(panel).queryByRole('alert')).toBeNull()
    expect(transport.mock.calls.some(([req]) => req.path === '/api/invoices')).toBe(false)
  })
})

describe('Phonebook keypad', { timeout: 15_000 }, () => {
  it('takes digits, +, * and # up to 16 from the buttons, and only those when typed', async () => {
    const user = userEvent.setup()
    renderApp('/tools/templates', fakeApi())
    await screen.findAllByRole('button', { name: 'Assistant' })
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_PHONEBOOK_EVENT))
    })
    const panel = await screen.findByRole('dialog', { name: 'Phonebook' })
    await user.click(within(panel).getByRole('tab', { name: 'Keypad' }))
    const keypad = within(within(panel).getByRole('group', { name: 'Keypad' }))
    const number = within(panel).getByLabelText('Phone number')
    for (const key of ['+', '1', '*', '#'])
      await user.click(keypad.getByRole('button', { name: key }))
    expect(number).toHaveValue('+1*#')
    for (let i = 0; i < 15; i++) await user.click(keypad.getByRole('button', { name: '5' }))
    expect(number).toHaveValue(`+1*#${'5'.repeat(12)}`)
    expect(within(panel).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      `tel:+1*#${'5'.repeat(12)}`,
    )

    await user.click(within(panel).getByRole('button', { name: 'Delete last digit' }))
    expect(number).toHaveValue(`+1*#${'5'.repeat(11)}`)
    await user.clear(number)
    await user.type(number, '(512) abc-55#x')
    expect(number).toHaveValue('51255#')
  })
})

describe('SMS panel', { timeout: 20_000 }, () => {
  it('opens the contact’s thread, sends only non-blank text, and a simulated reply follows', async () => {
    const user = userEvent.setup()
    const thread = {
      id: '20000000-0000-4000-8000-000000000001',
      person_id: maria.id,
      last_text: '',
      updated_at: 1,
      version: 1,
    }
    const messages: SmsMessage[] = []
    const { transport } = renderApp(
      '/tools/templates',
      fakeApi(
        (req) =>
          req.method === 'POST' && req.path === '/api/sms-threads'
            ? { status: 201, body: thread }
            : undefined,
        lookupAnswers('persons', [maria]),
        (req) =>
          req.method === 'GET' && req.path === '/api/sms-messages'
            ? page([...messages].reverse())
            : undefined,
        (req) => {
          if (req.method !== 'POST' || req.path !== '/api/sms-messages') return undefined
          const body = req.body as { text: string; from?: 'me' | 'them' }
          const message: SmsMessage = {
            id: `30000000-0000-4000-8000-00000000000${messages.length}`,
            thread_id: thread.id,
            from: body.from ?? 'me',
            text: body.text,
            ts: Date.now(),
            version: 1,
          }
          messages.push(message)
          return { status: 201, body: message }
        },
      ),
    )
    await screen.findAllByRole('button', { name: 'Assistant' })
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_SMS_EVENT, { detail: { personId: maria.id } }))
    })
    const panel = await screen.findByRole('dialog', { name: 'SMS' })
    const input = await within(panel).findByLabelText('Text message')
    expect(sent(transport, 'POST', '/api/sms-threads')[0]?.body).toEqual({ person_id: maria.id })
    const send = await sendRefusingBlank(user, panel, input, '  ')
    await user.type(input, 'On my way')
    expect(
      within(panel).getByRole('link', { name: "Send with this device's SMS app" }),
    ).toHaveAttribute('href', 'sms:+15550102000?body=On%20my%20way')
    await user.click(send)
    expect(await within(panel).findByText('On my way')).toBeInTheDocument()
    expect(sent(transport, 'POST', '/api/sms-messages')[0]?.body).toEqual({
      thread_id: thread.id,
      text: 'On my way',
    })

    await waitFor(
      () =>
        expect(sent(transport, 'POST', '/api/sms-messages')[1]?.body).toMatchObject({
          from: 'them',
        }),
      { timeout: 4000 },
    )
    const reply = messages[1]?.text ?? ''
    expect(await within(panel).findByText(reply)).toBeInTheDocument()
  })
})

describe('Quick Capture', { timeout: 15_000 }, () => {
  it('refuses to attach without a job with the spec toast, uploading nothing', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      '/tools/templates',
      fakeApi((req) =>
        req.path === '/api/jobs' ? page([job(1, Date.now() + 3_600_000)]) : undefined,
      ),
    )
    await screen.findAllByRole('button', { name: 'Assistant' })
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_QUICK_CAPTURE_EVENT))
    })
    const dialog = await screen.findByRole('dialog', { name: 'Quick Capture' })
    expect(within(dialog).getByRole('combobox', { name: 'Job' })).toHaveTextContent('Select a job…')
    await user.click(within(dialog).getByRole('button', { name: 'Attach Photo' }))
    expect(await screen.findByText('Select a job')).toBeInTheDocument()
    expect(screen.getByText('Please select a job to attach this photo')).toBeInTheDocument()
    expect(sent(transport, 'POST', '/api/media')).toEqual([])
  })
})

describe('AI screen', { timeout: 15_000 }, () => {
  it("shows a disabled 'No Mic' where the browser has no speech recognition", async () => {
    renderApp('/ai', fakeApi())
    const mic = await screen.findByRole('button', { name: 'No Mic' })
    expect(mic).toBeDisabled()
  })

  it('saves a note into the folder a message names, answering after a moment', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      '/ai',
      fakeApi((req) =>
        req.method === 'POST' && req.path === '/api/notes'
          ? {
              status: 201,
              body: {
                id: '40000000-0000-4000-8000-000000000001',
                ...(req.body as object),
                timestamp: 1,
                version: 1,
              },
            }
          : undefined,
      ),
    )
    const input = await screen.findByLabelText('Message the assistant')
    fireEvent.change(input, { target: { value: 'Save to clients: Maria prefers texts' } })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(/^Saved to Clients\./)).toBeInTheDocument()
    expect(sent(transport, 'POST', '/api/notes')[0]?.body).toEqual({
      folder: 'Clients',
      text: 'Maria prefers texts',
    })
  })
})

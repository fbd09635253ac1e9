// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Job } from '../../../domain/projects/job'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildPerson } from '../../test/factories'
import { page, renderApp, TEST_CREW, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

// Pages load lazily and the runner may share the machine with a build: allow for a slow first render.
vi.setConfig({ testTimeout: 20_000 })

const client = buildPerson({ name: 'Maria Lopez' })
const STALE = 'This record was changed by someone else: reload and try again'

function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    title: 'Spring Cleanup',
    client_person_id: client.id,
    address: '12 Oak St',
    date: Date.now(),
    status: 'Scheduled',
    assigned_crew_id: null,
    photos: [],
    notes: '',
    crew_instructions: '',
    route_order: null,
    duration_minutes: 60,
    series_id: null,
    series_occurrence: null,
    created_at: Date.now(),
    version: 3,
    ...overrides,
  }
}

/** The job page's requests, `patch` answering its PATCH. */
function renderJob(job: Job, user: object, patch?: (req: ApiRequest) => ApiResponse) {
  return renderApp(
    `/projects/jobs/${job.id}`,
    (req) => {
      if (req.method === 'PATCH' && patch) return patch(req)
      if (req.path === `/api/jobs/${job.id}`) return { status: 200, body: job }
      if (req.path === `/api/persons/${client.id}`) return { status: 200, body: client }
      return page([])
    },
    { user },
  )
}

const card = () => screen.findByRole('region', { name: 'Instructions for the crew' })
const DIALOG = { name: 'Instructions for the crew' } as const

describe('the job page’s instructions for the crew', () => {
  it('shows them to a Crew user, keeping line breaks, with nothing to edit', async () => {
    const text = 'Gate code 4417.\nPark on the street.'
    renderJob(buildJob({ crew_instructions: text }), TEST_CREW)
    const region = await card()
    expect(within(region).getByText(/Gate code 4417\./)).toHaveTextContent(
      'Gate code 4417. Park on the street.',
    )
    expect(within(region).getByText(/Gate code 4417\./).textContent).toBe(text)
    expect(within(region).queryByRole('button')).toBeNull()
  })

  it('says so when there are none', async () => {
    renderJob(buildJob(), TEST_CREW)
    expect(within(await card()).getByText('No instructions for the crew yet.')).toBeInTheDocument()
  })

  it('lets a Foreman edit them, sent with the job’s version, and confirms the save', async () => {
    const user = userEvent.setup()
    const job = buildJob({ crew_instructions: 'Use the side gate' })
    const { transport } = renderJob(job, TEST_FOREMAN, (req) => ({
      status: 200,
      body: { ...job, ...(req.body as object), version: 4 },
    }))
    await user.click(
      within(await card()).getByRole('button', { name: 'Edit instructions for the crew' }),
    )
    const dialog = await screen.findByRole('dialog', DIALOG)
    const field = within(dialog).getByLabelText('Instructions for the crew')
    expect(field).toHaveValue('Use the side gate')
    await user.clear(field)
    await user.type(field, 'Ring the bell twice')
    await user.click(within(dialog).getByRole('button', { name: 'Save Instructions' }))
    expect(await screen.findByText('Instructions saved')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/jobs/${job.id}`,
        body: { crew_instructions: 'Ring the bell twice', version: 3 },
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', DIALOG)).toBeNull())
    expect(within(await card()).getByText('Ring the bell twice')).toBeInTheDocument()
  })

  it('refuses instructions that are too long before sending them', async () => {
    const user = userEvent.setup()
    const { transport } = renderJob(buildJob(), TEST_FOREMAN, () => ({ status: 500, body: null }))
    await user.click(
      within(await card()).getByRole('button', { name: 'Edit instructions for the crew' }),
    )
    const dialog = await screen.findByRole('dialog', DIALOG)
    const field = within(dialog).getByLabelText('Instructions for the crew')
    await user.click(field)
    await user.paste('x'.repeat(2001))
    await user.click(within(dialog).getByRole('button', { name: 'Save Instructions' }))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(
      await within(dialog).findByText('Instructions for the crew is too long (max 2000)'),
    ).toBeInTheDocument()
    expect(transport.mock.calls.some(([req]) => req.method === 'PATCH')).toBe(false)
  })

  it('shows the refusal of a stale edit and keeps the dialog open', async () => {
    const user = userEvent.setup()
    renderJob(buildJob(), TEST_FOREMAN, () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: STALE } },
    }))
    await user.click(
      within(await card()).getByRole('button', { name: 'Edit instructions for the crew' }),
    )
    const dialog = await screen.findByRole('dialog', DIALOG)
    await user.type(within(dialog).getByLabelText('Instructions for the crew'), 'Side gate')
    await user.click(within(dialog).getByRole('button', { name: 'Save Instructions' }))
    expect(await screen.findByText(STALE)).toBeInTheDocument()
    expect(screen.getByRole('dialog', DIALOG)).toBeInTheDocument()
  })
})

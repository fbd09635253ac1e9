// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Lead } from '../../../domain/sales/lead'
import type { ApiRequest } from '../../data/api-request'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'
import { buildLead, client, salesApi } from './sales-fixtures'

const JOB_ID = '7a7a7a7a-1111-4222-8333-444455556666'
const note = { id: 'n1', lead_id: '', text: 'Call after 5', created_at: 1, version: 1 }

function open(
  lead: Lead,
  more: (req: ApiRequest) => ReturnType<ReturnType<typeof salesApi>> | undefined = () => undefined,
) {
  return renderApp(
    `/sales/leads/${lead.id}`,
    salesApi((req) => {
      const answer = more(req)
      if (answer) return answer
      if (req.method === 'GET' && req.path === `/api/leads/${lead.id}`) {
        return { status: 200, body: lead }
      }
      if (req.path === '/api/lead-activities') return page([], 2)
      if (req.path === '/api/lead-notes') return page([note], 1)
      if (req.path === `/api/leads/${lead.id}/documents`)
        return { status: 200, body: { items: [] } }
      return undefined
    }),
  )
}

const tile = (label: string) =>
  within(screen.getByRole('region', { name: 'Stats' }))
    .getByText(label)
    .closest('div')!

describe('Lead detail', () => {
  it('shows the contact links and the four tiles, Interactions counting activities and notes', async () => {
    open(buildLead())
    expect(
      await screen.findByRole('heading', { name: 'Backyard patio', level: 1 }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: client.email })).toHaveAttribute(
      'href',
      `mailto:${client.email}`,
    )
    expect(screen.getByRole('link', { name: client.phone })).toHaveAttribute(
      'href',
      `tel:${client.phone}`,
    )
    expect(within(tile('Current Stage')).getByText('Contacted')).toBeInTheDocument()
    expect(within(tile('Lead Source')).getByText('Referral')).toBeInTheDocument()
    expect(await within(tile('Interactions')).findByText('3')).toBeInTheDocument()
    expect(within(tile('Potential Value')).getByText('$4,800')).toBeInTheDocument()
    for (const tab of ['Info', 'Activity', 'Notes', 'Documents']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument()
    }
  })

  it('moves an open lead to another stage with the version it showed', async () => {
    const user = userEvent.setup()
    const { transport } = open(buildLead(), (req) =>
      req.method === 'PATCH'
        ? { status: 200, body: buildLead({ stage: 'Quoted', version: 2 }) }
        : undefined,
    )
    await screen.findByRole('heading', { name: 'Backyard patio', level: 1 })
    const stages = within(screen.getByRole('group', { name: 'Stage' }))
    expect(stages.getByRole('button', { name: 'Contacted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(stages.getByRole('button', { name: 'Quoted' }))
    expect(await screen.findByText('Stage changed to Quoted')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'PATCH', body: { stage: 'Quoted', version: 1 } }),
    )
  })

  it('lets a Lost lead only be reopened, and not converted', async () => {
    open(buildLead({ stage: 'Lost' }))
    await screen.findByRole('heading', { name: 'Backyard patio', level: 1 })
    const stages = within(screen.getByRole('group', { name: 'Stage' }))
    expect(stages.getByRole('button', { name: 'Reopen' })).toBeEnabled()
    for (const stage of ['Contacted', 'Quoted', 'Won']) {
      expect(stages.getByRole('button', { name: stage })).toBeDisabled()
    }
    expect(screen.getByRole('button', { name: 'Convert to Job' })).toBeDisabled()
  })

  it('converts with the job details from the dialog and then links to the job', async () => {
    const user = userEvent.setup()
    let lead = buildLead()
    const { transport } = open(lead, (req) => {
      if (req.method === 'POST' && req.path.endsWith('/convert')) {
        lead = buildLead({ stage: 'Won', job_id: JOB_ID, version: 2 })
        return { status: 201, body: { job: { id: JOB_ID }, lead } }
      }
      if (req.method === 'GET' && req.path === `/api/leads/${lead.id}`)
        return { status: 200, body: lead }
      return undefined
    })
    await screen.findByRole('heading', { name: 'Backyard patio', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Convert to Job' }))
    const dialog = await screen.findByRole('dialog', { name: 'Convert to Job' })
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('Backyard patio')
    expect(within(dialog).getByLabelText('Address')).toHaveValue(client.location)
    await user.clear(within(dialog).getByLabelText('Address'))
    await user.type(within(dialog).getByLabelText('Address'), '18 Willow Way')
    await user.click(within(dialog).getByRole('button', { name: 'Create Job' }))

    expect(await screen.findByText('Lead converted to job and marked Won')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'View Job' })).toHaveAttribute(
      'href',
      `/projects/jobs/${JOB_ID}`,
    )
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: `/api/leads/${lead.id}/convert`,
        body: expect.objectContaining({ title: 'Backyard patio', address: '18 Willow Way' }),
      }),
    )
  })

  it("pages the activity: 'Lead created' shows once the oldest activity is loaded", async () => {
    const user = userEvent.setup()
    const lead = buildLead()
    const activity = (n: number, summary: string) => ({
      id: `a${n}`,
      lead_id: lead.id,
      type: 'Call',
      summary,
      occurred_at: n,
      created_at: n,
      version: 1,
    })
    renderApp(
      `/sales/leads/${lead.id}?tab=activity`,
      salesApi((req) => {
        if (req.method === 'GET' && req.path === `/api/leads/${lead.id}`)
          return { status: 200, body: lead }
        if (req.path === '/api/lead-activities')
          return req.query?.cursor
            ? page([activity(1, 'First call')], 2)
            : page([activity(2, 'Second call')], 2, 'c2')
        if (req.path === '/api/lead-notes') return page([], 0)
        return undefined
      }),
    )
    const timeline = await screen.findByRole('list', { name: 'Activity' })
    expect(await within(timeline).findByText('Second call')).toBeInTheDocument()
    expect(within(timeline).queryByText('Lead created')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(timeline).findByText('First call')).toBeInTheDocument()
    expect(within(timeline).getByText('Lead created')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says Lead not found for an unknown id', async () => {
    renderApp('/sales/leads/00000000-0000-4000-8000-000000000009', () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Lead not found' } },
    }))
    expect(await screen.findByText('Lead not found')).toBeInTheDocument()
  })
})

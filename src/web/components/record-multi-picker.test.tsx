// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Employee } from '../../domain/team/employee'
import { setTransport } from '../data/api-client'
import { createQueryClient } from '../data/query-client'
import type { ApiRequest, ApiResponse } from '../data/api-request'
import { page } from '../test/render-app'
import '../test/setup'
import { Label } from './ui/label'
import { RecordMultiPicker } from './record-multi-picker'

function employee(n: number, name: string): Employee {
  return {
    id: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    role: 'Crew',
    hourly_rate: 24,
    availability: 'Available',
    version: 1,
  }
}

const miguel = employee(1, 'Miguel Torres')
const sarah = employee(2, 'Sarah Chen')
const employees = [miguel, sarah]
const gone = '50000000-0000-4000-8000-000000000099'

/** Answers like the API: lookups by ids, and a search by name (q). */
function employeesApi(req: ApiRequest): ApiResponse {
  const ids = req.query?.ids
  if (typeof ids === 'string') return page(employees.filter((e) => ids.split(',').includes(e.id)))
  const q = String(req.query?.q ?? '').toLowerCase()
  return page(employees.filter((e) => e.name.toLowerCase().includes(q)))
}

function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <Label htmlFor="members">Members</Label>
      <RecordMultiPicker<Employee>
        id="members"
        collection="employees"
        value={value}
        onChange={setValue}
        getLabel={(e) => e.name}
        placeholder="Add a member..."
        searchLabel="Search employees"
        listLabel="Chosen members"
        missingLabel="Former employee"
      />
      <output aria-label="Chosen">{value.join(',')}</output>
    </>
  )
}

function renderPicker(initial: string[]) {
  const transport = vi.fn(async (req: ApiRequest) => employeesApi(req))
  setTransport(transport)
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  )
  return { transport, user: userEvent.setup() }
}

describe('RecordMultiPicker', () => {
  it('names the chosen records by id, and a missing one as such', async () => {
    const { transport } = renderPicker([miguel.id, gone])
    const chips = screen.getByRole('list', { name: 'Chosen members' })
    expect(await within(chips).findByText('Miguel Torres')).toBeInTheDocument()
    expect(await within(chips).findByText('Former employee')).toBeInTheDocument()
    // One batched lookup, no list of every employee.
    const gets = transport.mock.calls.map(([req]) => req)
    expect(gets).toHaveLength(1)
    expect(gets[0]?.query?.ids).toBe(`${miguel.id},${gone}`)
  })

  it('adds a record found by a search, offers no chosen one again, and removes one', async () => {
    const { user } = renderPicker([miguel.id])
    await user.click(screen.getByRole('combobox', { name: 'Members' }))
    expect(await screen.findByRole('option', { name: 'Sarah Chen' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Miguel Torres' })).toBeNull()
    await user.click(screen.getByRole('option', { name: 'Sarah Chen' }))
    expect(screen.getByLabelText('Chosen')).toHaveTextContent(`${miguel.id},${sarah.id}`)
    const chips = screen.getByRole('list', { name: 'Chosen members' })
    expect(within(chips).getByText('Sarah Chen')).toBeInTheDocument()
    await user.click(within(chips).getByRole('button', { name: 'Remove Miguel Torres' }))
    expect(screen.getByLabelText('Chosen')).toHaveTextContent(sarah.id)
    expect(within(chips).queryByText('Miguel Torres')).toBeNull()
  })
})

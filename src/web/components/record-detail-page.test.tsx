// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import '../test/setup'
import { ApiError } from '../data/api-error'
import { RecordDetailPage } from './record-detail-page'

type Thing = { name: string }

// Only the fields the frame reads; a real query result has many more.
const queryOf = (state: Partial<UseQueryResult<Thing>>) =>
  ({
    isPending: false,
    isError: false,
    data: undefined,
    error: null,
    ...state,
  }) as UseQueryResult<Thing>

function renderFrame(query: UseQueryResult<Thing>) {
  render(
    <MemoryRouter>
      <RecordDetailPage
        query={query}
        noun="Person"
        titleOf={(thing) => thing.name}
        backTo="/crm/contacts/persons"
        backLabel="Back to Persons"
        notFoundIcon={null}
      >
        {(thing) => <h1>{thing.name}</h1>}
      </RecordDetailPage>
    </MemoryRouter>,
  )
}

describe('RecordDetailPage', () => {
  it('says what is loading while the record loads', () => {
    renderFrame(queryOf({ isPending: true }))
    expect(screen.getByRole('status')).toHaveTextContent('Loading person')
    expect(document.title).toMatch(/^Person ·/)
  })

  it('renders the page with the record and names the tab after it', () => {
    renderFrame(queryOf({ data: { name: 'Maria Garcia' } }))
    expect(screen.getByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument()
    expect(document.title).toMatch(/^Maria Garcia ·/)
  })

  it("says '{Noun} not found' with a way back for an unknown id", () => {
    renderFrame(queryOf({ isError: true, error: new ApiError(404, 'NOT_FOUND', 'No such person') }))
    expect(screen.getByText('Person not found')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Back to Persons' })[0]).toHaveAttribute(
      'href',
      '/crm/contacts/persons',
    )
    expect(document.title).toMatch(/^Person not found ·/)
  })

  it('shows any other error with a retry that refetches', async () => {
    const user = userEvent.setup()
    const refetch = vi.fn()
    renderFrame(queryOf({ isError: true, error: new Error('Server down'), refetch }))
    expect(screen.getByRole('alert')).toHaveTextContent('Server down')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()
  })
})

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '../test/setup'
import { ListStates, type ListStatesProps } from './list-states'

const base: ListStatesProps = {
  isPending: false,
  skeleton: <div data-testid="card-skeleton" />,
  error: null,
  onRetry: () => {},
  isEmpty: false,
  search: '',
  plural: 'persons',
  searchHint: 'Try a different name.',
  empty: <p>No persons yet</p>,
  children: <ul aria-label="Persons" />,
}

describe('ListStates', () => {
  it('shows placeholder cards while the first page loads', () => {
    render(<ListStates {...base} isPending />)
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows the rows once loaded, even when a later page failed', () => {
    render(<ListStates {...base} error={new Error('Server down')} />)
    expect(screen.getByRole('list', { name: 'Persons' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the error when nothing could be loaded', () => {
    render(<ListStates {...base} isEmpty error={new Error('Server down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Server down')
  })

  it('tells no match for a search apart from no records at all', () => {
    const { rerender } = render(<ListStates {...base} isEmpty search="zed" />)
    expect(screen.getByText('No persons match your search')).toBeInTheDocument()
    expect(screen.getByText('Nothing found for “zed”. Try a different name.')).toBeInTheDocument()
    rerender(<ListStates {...base} isEmpty />)
    expect(screen.getByText('No persons yet')).toBeInTheDocument()
    expect(screen.queryByText(/match your search/)).toBeNull()
  })
})

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import '../test/setup'
import { DetailTabs } from './detail-tabs'

const tabs = [
  { value: 'info', label: 'Info', content: 'Info panel' },
  { value: 'jobs', label: 'Jobs', content: 'Jobs panel' },
  { value: 'notes', label: 'Notes', content: 'Notes panel' },
]

function Search() {
  return <output aria-label="search">{useLocation().search}</output>
}

function renderTabs(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <DetailTabs tabs={tabs} label="Person details" />
      <Search />
    </MemoryRouter>,
  )
}

describe('DetailTabs', () => {
  it('opens the tab named in ?tab= and shows its panel', () => {
    renderTabs('/persons/1?tab=jobs')
    expect(screen.getByRole('tablist', { name: 'Person details' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Jobs panel')
  })

  it('falls back to the first tab for a missing or unknown ?tab=', () => {
    renderTabs('/persons/1?tab=bogus')
    expect(screen.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Info panel')
  })

  it('keeps the chosen tab in the URL, and the first tab leaves the URL clean', async () => {
    const user = userEvent.setup()
    renderTabs('/persons/1?q=x')
    await user.click(screen.getByRole('tab', { name: 'Notes' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Notes panel')
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?q=x&tab=notes')
    await user.click(screen.getByRole('tab', { name: 'Info' }))
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent(/^\?q=x$/)
  })
})

// @vitest-environment jsdom
// The sidebar of the roles issue #28 changed (decision 035): a Crew user has no shared notes,
// templates or forms, and every role reaches the ticket form.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { page, renderApp, TEST_CREW, TEST_ESTIMATOR, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

const sidebarOf = async (user: object) => {
  renderApp('/projects/jobs', () => page([]), { user })
  await screen.findByRole('heading', { name: 'Jobs', level: 1 })
  return within(screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!)
}

describe('the sidebar per role', { timeout: 15_000 }, () => {
  it('gives a Crew user no notes, templates or forms, and the ticket form', async () => {
    const nav = await sidebarOf(TEST_CREW)
    for (const name of ['Notes', 'Templates', 'Forms']) {
      expect(nav.queryByRole('link', { name }), name).toBeNull()
    }
    expect(nav.getByRole('link', { name: 'Submit Ticket' })).toBeInTheDocument()
  })

  it.each([TEST_ESTIMATOR, TEST_FOREMAN])(
    'gives a $role notes, templates, forms and the ticket form',
    async (user) => {
      const nav = await sidebarOf(user)
      for (const name of ['Notes', 'Templates', 'Forms', 'Submit Ticket']) {
        expect(nav.getByRole('link', { name }), name).toBeInTheDocument()
      }
    },
  )
})

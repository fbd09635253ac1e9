// @vitest-environment jsdom
// Every list screen with tabs shows its list as the selected tab's panel: a tab whose aria-controls
// names no element is an accessibility failure (Lighthouse: aria-valid-attr-value).
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { page, renderApp } from '../test/render-app'
import '../test/setup'

describe('list tabs', { timeout: 15_000 }, () => {
  it.each([
    ['/sales/estimates', 'Estimates'],
    ['/sales/estimates?filter=open', 'Estimates'],
    ['/sales/leads', 'Leads'],
    ['/projects/jobs', 'Jobs'],
    // A value with a space: the ids must not hold it (aria-controls is a list of ids).
    ['/projects/jobs?status=In%20Progress', 'Jobs'],
    ['/billing/invoices', 'Invoices'],
  ])('%s: the selected tab controls the panel that holds the list', async (path, title) => {
    renderApp(path, (req) =>
      req.path === '/api/settings/branding' ? { status: 404, body: null } : page([]),
    )
    await screen.findByRole('heading', { name: title, level: 1 })
    const selected = await screen.findByRole('tab', { selected: true })
    const panelId = selected.getAttribute('aria-controls')
    expect(panelId).toBeTruthy()
    await waitFor(() => expect(document.getElementById(panelId!)).not.toBeNull())
    expect(panelId).not.toMatch(/\s/)
    const panel = document.getElementById(panelId!)
    expect(panel).toHaveAttribute('role', 'tabpanel')
    expect(panel).toHaveAttribute('aria-labelledby', selected.id)
  })
})

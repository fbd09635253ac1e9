// @vitest-environment jsdom
// Search-as-you-type: a newer search cancels the request of the older one (its AbortSignal fires),
// and a late answer to the older search never replaces the newer results.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

const maria = buildPerson({ name: 'Maria Lopez' })
const mark = buildPerson({ name: 'Mark Stone' })
const oak = buildPerson({ name: 'Oak Street HOA' })

describe('Persons search', () => {
  it('aborts the older search when a newer one starts, and shows only the newer results', async () => {
    const user = userEvent.setup()
    const seen: ApiRequest[] = []
    let answerOld: (() => void) | undefined
    renderApp('/crm/contacts/persons', (req): ApiResponse | Promise<ApiResponse> => {
      if (req.path !== '/api/persons') return { status: 404, body: null }
      seen.push(req)
      if (req.query?.q === 'ma') {
        // The older search hangs until the test lets it answer (too late).
        return new Promise((resolve) => {
          answerOld = () => resolve(page([maria, mark]))
        })
      }
      if (req.query?.q === 'oak') return page([oak])
      return page([maria, mark, oak])
    })
    // The route's code loads lazily; the first render may take a while under the test runner.
    await screen.findByText('3 contacts', undefined, { timeout: 15_000 })
    const search = screen.getByLabelText('Search persons')

    await user.type(search, 'ma')
    await waitFor(() => expect(seen.map((r) => r.query?.q)).toContain('ma'), { timeout: 15_000 })
    const older = seen.find((r) => r.query?.q === 'ma')
    expect(older?.signal?.aborted).toBe(false)

    await user.clear(search)
    await user.type(search, 'oak')
    expect(await screen.findByText('1 contact', undefined, { timeout: 15_000 })).toBeInTheDocument()
    expect(older?.signal?.aborted).toBe(true)

    // The older answer arrives after all: the newer results stay.
    answerOld?.()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('Oak Street HOA')).toBeInTheDocument()
    expect(screen.queryByText('Mark Stone')).not.toBeInTheDocument()
    expect(screen.getByText('1 contact')).toBeInTheDocument()
  })
})

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildPerson } from '../../test/factories'
import { renderApp } from '../../test/render-app'
import '../../test/setup'

async function openForm(fakeApi?: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/crm/contacts/persons/new', fakeApi)
  await screen.findByRole('heading', { name: 'New Person' })
  return view
}

/** Types each field's text, in order, then presses Create Person. */
async function fillAndCreate(
  user: ReturnType<typeof userEvent.setup>,
  fields: Record<string, string>,
) {
  for (const [label, text] of Object.entries(fields)) {
    await user.type(screen.getByLabelText(label), text)
  }
  await user.click(screen.getByRole('button', { name: 'Create Person' }))
}

describe('New person form', () => {
  it('shows the spec toast and calls no API when the email is blank', async () => {
    const user = userEvent.setup()
    const { transport } = await openForm()
    await fillAndCreate(user, { Name: 'Maria Lopez' })

    expect(await screen.findByText('Name and email are required')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }))
  })

  it('shows the spec toast when the name is blank', async () => {
    const user = userEvent.setup()
    const { transport } = await openForm()
    await fillAndCreate(user, { Email: 'maria@example.com' })
    expect(await screen.findByText('Name and email are required')).toBeInTheDocument()
    expect(transport).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }))
  })

  it('uses an email input and explains the tags format', async () => {
    await openForm()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription('Separate tags with commas')
  })

  it('posts the form with the raw tag text and opens the new person', async () => {
    const user = userEvent.setup()
    const created = buildPerson({ name: 'Maria Lopez', tags: ['Residential', 'VIP'] })
    const { transport, router } = await openForm((req) => {
      if (req.method === 'POST') return { status: 201, body: created }
      if (req.path === `/api/persons/${created.id}`) return { status: 200, body: created }
      // The detail page's lists are empty; anything else (the shell's settings) is unknown here.
      if (/^\/api\/[a-z-]+$/.test(req.path)) {
        return { status: 200, body: { items: [], total: 0, next_cursor: null } }
      }
      return { status: 404, body: null }
    })
    await fillAndCreate(user, {
      Name: 'Maria Lopez',
      Email: 'maria@example.com',
      Tags: 'Residential, VIP ,',
    })

    expect(await screen.findByText('Person created')).toBeInTheDocument()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/crm/contacts/persons/${created.id}`),
    )
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/api/persons',
        body: {
          name: 'Maria Lopez',
          email: 'maria@example.com',
          phone: '',
          tags: 'Residential, VIP ,',
          location: '',
        },
      }),
    )
  })

  it('shows server field errors under the fields and in a toast', async () => {
    const user = userEvent.setup()
    await openForm(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'Invalid input: location: Location is too long (max 200)',
          fields: { location: 'Location is too long (max 200)' },
        },
      },
    }))
    await fillAndCreate(user, { Name: 'Maria Lopez', Email: 'maria@example.com' })

    expect(await screen.findByText('Location is too long (max 200)')).toBeInTheDocument()
    expect(
      screen.getByText('Invalid input: location: Location is too long (max 200)'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true')
  })
})

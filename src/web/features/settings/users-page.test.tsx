// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { TeamUser } from '../../../domain/settings/team-user'
import type { ApiRequest } from '../../data/transport'
import { renderApp } from '../../test/render-app'
import '../../test/setup'

function usersApi() {
  const users: TeamUser[] = [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Team Member',
      email: 'team@example.com',
      role: 'Owner',
      employee_id: null,
      active: true,
      last_sign_in_at: null,
      created_at: 0,
      version: 1,
    },
  ]
  const fake = (req: ApiRequest) => {
    if (req.method === 'GET' && req.path === '/api/users') {
      return { status: 200, body: { items: users, total: users.length, next_cursor: null } }
    }
    if (req.method === 'POST' && req.path === '/api/users') {
      const user = {
        id: `00000000-0000-4000-8000-00000000000${users.length + 1}`,
        ...(req.body as Pick<TeamUser, 'name' | 'email' | 'role'>),
        employee_id: null,
        active: true,
        last_sign_in_at: null,
        created_at: 0,
        version: 1,
      }
      users.push(user)
      return { status: 201, body: user }
    }
    if (req.method === 'DELETE') {
      users.splice(
        users.findIndex((u) => req.path.endsWith(u.id)),
        1,
      )
      return { status: 204, body: null }
    }
    return { status: 404, body: null }
  }
  return { fake, users }
}

describe('UsersPage', { timeout: 15_000 }, () => {
  it('adds a user with a role, refusing a bad email first', async () => {
    const user = userEvent.setup()
    const { fake, users } = usersApi()
    renderApp('/settings/users', fake)
    const list = within(await screen.findByRole('list', { name: 'Users' }))
    expect(list.getByText('team@example.com')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add User' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Add User' }))
    await user.type(dialog.getByLabelText('Name'), 'Rosa Delgado')
    await user.type(dialog.getByLabelText('Email'), 'rosa@')
    await user.selectOptions(dialog.getByLabelText('Role'), 'Crew')
    await user.click(dialog.getByRole('button', { name: 'Add User' }))
    const form = within(dialog.getByRole('form', { name: 'Add user' }))
    expect(await form.findByText('Email must be a valid email address')).toBeInTheDocument()
    expect(users).toHaveLength(1)

    await user.type(dialog.getByLabelText('Email'), 'example.com')
    await user.click(dialog.getByRole('button', { name: 'Add User' }))
    expect(await screen.findByText('User added')).toBeInTheDocument()
    expect(users[1]).toMatchObject({
      name: 'Rosa Delgado',
      email: 'rosa@example.com',
      role: 'Crew',
    })
    expect(await list.findByText('rosa@example.com')).toBeInTheDocument()
  })

  it('removes a user after asking', async () => {
    const user = userEvent.setup()
    const { fake, users } = usersApi()
    renderApp('/settings/users', fake)
    await user.click(await screen.findByRole('button', { name: 'Remove Team Member' }))
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(users).toHaveLength(0))
    expect(await screen.findByText('No data yet')).toBeInTheDocument()
  })
})

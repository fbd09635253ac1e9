// @vitest-environment jsdom
// The browser-only demo's Users & Roles (SPEC section 6): no sign-in, so roles are labels only, with
// no status, sign-in link, invite or deactivation. A Crew user is linked to an employee here too.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { TeamUser } from '../../../domain/settings/team-user'
import type { ApiRequest } from '../../data/api-request'
import { buildEmployee } from '../../test/factories'
import { pickRecord } from '../../test/pick-record'
import { lookupAnswers, page, renderApp } from '../../test/render-app'
import '../../test/setup'

vi.mock('../../lib/env', () => ({ isDemoMode: true }))

const member: TeamUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Team Member',
  email: 'team@example.com',
  role: 'Owner',
  employee_id: null,
  active: true,
  last_sign_in_at: null,
  created_at: 0,
  version: 1,
}

const employee = buildEmployee({ name: 'Rosa Delgado', role: 'Tech' })

describe('UsersPage (demo)', { timeout: 20_000 }, () => {
  it('shows roles as labels and adds a user without an account', async () => {
    const user = userEvent.setup()
    const users = [member]
    const requests: ApiRequest[] = []
    renderApp('/settings/users', (req) => {
      requests.push(req)
      const looked = lookupAnswers('employees', [employee])(req)
      if (looked) return looked
      if (req.method === 'GET' && req.path === '/api/employees') return page([employee])
      if (req.method === 'GET' && req.path === '/api/users') return page(users)
      if (req.method === 'POST' && req.path === '/api/users') {
        const saved = { ...member, ...(req.body as object), id: `${member.id.slice(0, -1)}2` }
        users.push(saved)
        return { status: 201, body: saved }
      }
      return { status: 404, body: null }
    })
    const list = within(await screen.findByRole('list', { name: 'Users' }))
    expect(list.getByLabelText('Role of Team Member')).toHaveValue('Owner')
    expect(list.queryByText('Not signed in yet')).toBeNull()
    expect(list.queryByRole('button', { name: /Deactivate|sign-in link|Send invite/ })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Add User' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Add User' }))
    await user.type(dialog.getByLabelText('Name'), 'Rosa Delgado')
    await user.type(dialog.getByLabelText('Email'), 'rosa@example.com')
    await user.selectOptions(dialog.getByLabelText('Role'), 'Crew')
    await pickRecord(user, 'Employee', /Rosa Delgado/)
    await user.click(dialog.getByRole('button', { name: 'Add User' }))
    expect(await screen.findByText('User added')).toBeInTheDocument()
    expect(await list.findByText('rosa@example.com')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: /Sign-in link/ })).toBeNull()
    expect(
      requests.some((r) => r.path.endsWith('/set-password-link') || r.path.endsWith('/invite')),
    ).toBe(false)
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      role: 'Crew',
      employee_id: employee.id,
    })
  })
})

// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  CREW_NEEDS_EMPLOYEE,
  LAST_OWNER_MESSAGE,
  type TeamUser,
} from '../../../domain/settings/team-user'
import { NOT_SENT_NO_MAIL_SERVER } from '../../../domain/mail/outbox-message'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildEmployee } from '../../test/factories'
import { pickRecord } from '../../test/pick-record'
import { lookupAnswers, page, renderApp, TEST_OWNER } from '../../test/render-app'
import '../../test/setup'

const SIGNED_IN_AT = new Date(2026, 10, 23, 15, 5).getTime()
const LINK = { path: '/set-password#tok-123', expires_at: new Date(2026, 10, 29, 9, 0).getTime() }

const employee = buildEmployee({ name: 'Miguel Torres', role: 'Foreman' })

function buildUser(overrides: Partial<TeamUser>): TeamUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Olivia Owner',
    email: 'owner@example.com',
    role: 'Owner',
    employee_id: null,
    active: true,
    last_sign_in_at: SIGNED_IN_AT,
    created_at: 0,
    version: 1,
    ...overrides,
  }
}

const refused = (status: number, code: string, message: string, fields?: object) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
})

const NOT_SENT = {
  id: 'mail-1',
  status: 'not_sent',
  reason: NOT_SENT_NO_MAIL_SERVER,
} as const
const QUEUED = { id: 'mail-2', status: 'queued', reason: null } as const

/**
 * The users API of server mode (issue #20), over a list the test can look at; an invite's e-mail
 * is answered as `mail` says (not sent: no mail server, unless a test sets a server up).
 */
function usersApi(mail: { id: string; status: string; reason: string | null } = NOT_SENT) {
  const users: TeamUser[] = [
    buildUser({}),
    buildUser({
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Miguel Torres',
      email: 'miguel@example.com',
      role: 'Foreman',
      employee_id: employee.id,
      last_sign_in_at: null,
    }),
    buildUser({
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Dana Former',
      email: 'dana@example.com',
      role: 'Office',
      active: false,
    }),
  ]
  const requests: ApiRequest[] = []
  const employees = lookupAnswers('employees', [employee])
  const fake = (req: ApiRequest): ApiResponse => {
    requests.push(req)
    const looked = employees(req)
    if (looked) return looked
    if (req.method === 'GET' && req.path === '/api/employees') return page([employee])
    if (req.method === 'GET' && req.path === '/api/users') return page(users)
    if (req.method === 'POST' && req.path === '/api/users') {
      const body = req.body as Pick<TeamUser, 'name' | 'email' | 'role' | 'employee_id'>
      if (body.role === 'Crew' && !body.employee_id) {
        return refused(400, 'VALIDATION', CREW_NEEDS_EMPLOYEE, { employee_id: CREW_NEEDS_EMPLOYEE })
      }
      const user = buildUser({
        ...body,
        id: `00000000-0000-4000-8000-00000000000${users.length + 1}`,
        last_sign_in_at: null,
      })
      users.push(user)
      return { status: 201, body: user }
    }
    const invite = /^\/api\/users\/([^/]+)\/invite$/.exec(req.path)
    if (req.method === 'POST' && invite) return { status: 201, body: { ...LINK, mail } }
    const one = users.findIndex((u) => req.path === `/api/users/${u.id}`)
    const found = users[one]
    if (req.method === 'PATCH' && found) {
      const patch = req.body as Partial<TeamUser>
      if (found.role === 'Owner' && patch.active === false) {
        return refused(409, 'CONFLICT', LAST_OWNER_MESSAGE)
      }
      const employeeId = 'employee_id' in patch ? patch.employee_id : found.employee_id
      if ((patch.role ?? found.role) === 'Crew' && !employeeId) {
        return refused(400, 'VALIDATION', CREW_NEEDS_EMPLOYEE, { employee_id: CREW_NEEDS_EMPLOYEE })
      }
      const saved = { ...found, ...patch, version: found.version + 1 }
      users[one] = saved
      return { status: 200, body: saved }
    }
    if (req.method === 'DELETE' && found) {
      users.splice(one, 1)
      return { status: 204, body: null }
    }
    return { status: 404, body: null }
  }
  return { fake, users, requests }
}

const rowOf = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Users' })
  const row = within(list).getByText(name).closest('li')
  if (!row) throw new Error(`no row for ${name}`)
  return within(row)
}

/** Opens Add User and fills in its name, email and role; returns the dialog, not yet sent. */
async function fillAddUser(
  user: UserEvent,
  { name, email, role }: { name: string; email: string; role: string },
) {
  await user.click(await screen.findByRole('button', { name: 'Add User' }))
  const dialog = within(screen.getByRole('dialog', { name: 'Add User' }))
  await user.type(dialog.getByLabelText('Name'), name)
  await user.type(dialog.getByLabelText('Email'), email)
  await user.selectOptions(dialog.getByLabelText('Role'), role)
  return dialog
}

describe('UsersPage (server mode)', { timeout: 20_000 }, () => {
  it('lists each account with its role, employee, last sign-in and status', async () => {
    const { fake } = usersApi()
    renderApp('/settings/users', fake)
    expect(await screen.findByText('3 users')).toBeInTheDocument()

    const owner = await rowOf('Olivia Owner')
    expect(owner.getByText('(you)')).toBeInTheDocument()
    expect(owner.getByLabelText('Role of Olivia Owner')).toHaveValue('Owner')
    expect(owner.getByText('Active')).toBeInTheDocument()
    expect(owner.getByText('Nov 23, 2026')).toBeInTheDocument()
    expect(owner.getByText('3:05 PM')).toBeInTheDocument()
    expect(owner.getByText('None')).toBeInTheDocument()

    const foreman = await rowOf('miguel@example.com')
    expect(foreman.getByText('Not signed in yet')).toBeInTheDocument()
    expect(foreman.getByText('Never')).toBeInTheDocument()
    expect(await foreman.findByText('Miguel Torres', { selector: 'span' })).toBeInTheDocument()

    const former = await rowOf('Dana Former')
    expect(former.getByText('Deactivated')).toBeInTheDocument()
    expect(former.getByRole('button', { name: 'Reactivate Dana Former' })).toBeInTheDocument()
    // A deactivated user cannot sign in: no link to offer.
    expect(former.queryByRole('button', { name: /Send invite/ })).toBeNull()
  })

  it('adds a user, says the invite was not sent without a mail server, and shows the link to copy', async () => {
    const user = userEvent.setup()
    const { fake, users } = usersApi()
    renderApp('/settings/users', fake)
    const dialog = await fillAddUser(user, {
      name: 'Ezra Estimator',
      email: 'ezra@',
      role: 'Estimator',
    })
    await user.click(dialog.getByRole('button', { name: 'Add User' }))
    expect(await dialog.findByText('Email must be a valid email address')).toBeInTheDocument()
    expect(users).toHaveLength(3)

    await user.type(dialog.getByLabelText('Email'), 'example.com')
    await user.click(dialog.getByRole('button', { name: 'Add User' }))
    const linkDialog = within(
      await screen.findByRole('dialog', { name: 'Sign-in link for Ezra Estimator' }),
    )
    expect(users[3]).toMatchObject({
      name: 'Ezra Estimator',
      email: 'ezra@example.com',
      role: 'Estimator',
      employee_id: null,
    })
    const url = `${window.location.origin}/set-password#tok-123`
    expect(await screen.findByText('Invite not sent')).toBeInTheDocument()
    expect(screen.getByText('No mail server is set up: copy the link instead')).toBeInTheDocument()
    expect(screen.queryByText('Invite sent')).toBeNull()
    expect(
      linkDialog.getByText(
        'Not e-mailed. No mail server is set up. Copy the link and send it yourself.',
      ),
    ).toBeVisible()
    expect(linkDialog.getByText(/^Send this link to Ezra Estimator/)).toBeVisible()
    expect(linkDialog.getByLabelText('Sign-in link')).toHaveValue(url)
    expect(linkDialog.getByText(/works once, within 72 hours/)).toBeInTheDocument()
    expect(linkDialog.getByText('Expires Nov 29, 2026, 9:00 AM.', { exact: false })).toBeVisible()

    await user.click(linkDialog.getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe(url)
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    expect(linkDialog.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
    await user.click(linkDialog.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Sign-in link/ })).toBeNull())
    expect(await (await rowOf('Ezra Estimator')).findByText('Not signed in yet')).toBeVisible()
  })

  it('sends an invite from a row: "Invite sent" only when the e-mail was queued', async () => {
    const user = userEvent.setup()
    const { fake, requests } = usersApi(QUEUED)
    renderApp('/settings/users', fake)
    const foreman = await rowOf('miguel@example.com')
    await user.click(foreman.getByRole('button', { name: 'Send invite to Miguel Torres' }))
    expect(await screen.findByText('Invite sent')).toBeInTheDocument()
    expect(screen.getByText('Email sent to miguel@example.com')).toBeInTheDocument()
    const linkDialog = within(
      await screen.findByRole('dialog', { name: 'Sign-in link for Miguel Torres' }),
    )
    expect(linkDialog.getByText(/^We e-mailed this link to Miguel Torres/)).toBeVisible()
    expect(linkDialog.queryByText(/Not e-mailed/)).toBeNull()
    expect(linkDialog.getByLabelText('Sign-in link')).toHaveValue(
      `${window.location.origin}/set-password#tok-123`,
    )
    expect(requests.filter((r) => r.path.endsWith('/invite')).map((r) => r.path)).toEqual([
      '/api/users/00000000-0000-4000-8000-000000000002/invite',
    ])
  })

  it("asks for a Crew user's employee record, with the API's message on the field", async () => {
    const user = userEvent.setup()
    const { fake, users } = usersApi()
    renderApp('/settings/users', fake)
    const dialog = await fillAddUser(user, {
      name: 'Casey Crew',
      email: 'casey@example.com',
      role: 'Crew',
    })
    expect(dialog.getByText(/Required for Crew/)).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Add User' }))

    const picker = await dialog.findByRole('combobox', { name: 'Employee' })
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'))
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(CREW_NEEDS_EMPLOYEE))
    expect(users).toHaveLength(3)

    await pickRecord(user, 'Employee', /Miguel Torres/)
    await user.click(dialog.getByRole('button', { name: 'Add User' }))
    expect(await screen.findByRole('dialog', { name: 'Sign-in link for Casey Crew' })).toBeVisible()
    expect(users[3]).toMatchObject({ role: 'Crew', employee_id: employee.id })
  })

  it('deactivates a user after saying they will be signed out everywhere, and reactivates them', async () => {
    const user = userEvent.setup()
    const { fake, users, requests } = usersApi()
    renderApp('/settings/users', fake)
    const row = await rowOf('miguel@example.com')
    await user.click(row.getByRole('button', { name: 'Deactivate Miguel Torres' }))
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Deactivate Miguel Torres?' }),
    )
    expect(confirm.getByText(/signed out everywhere/)).toBeInTheDocument()
    await user.click(confirm.getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('User deactivated')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ active: false, version: 1 })
    expect(users[1]?.active).toBe(false)
    expect(await row.findByText('Deactivated')).toBeInTheDocument()

    await user.click(row.getByRole('button', { name: 'Reactivate Miguel Torres' }))
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Reactivate Miguel Torres?' }),
      ).getByRole('button', { name: 'Reactivate' }),
    )
    expect(await screen.findByText('User reactivated')).toBeInTheDocument()
    expect(users[1]).toMatchObject({ active: true, version: 3 })
  })

  it('says why the last Owner cannot be deactivated', async () => {
    const user = userEvent.setup()
    const { fake, users } = usersApi()
    renderApp('/settings/users', fake)
    const owner = await rowOf('Olivia Owner')
    await user.click(owner.getByRole('button', { name: 'Deactivate Olivia Owner' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    )
    expect(await screen.findByText(LAST_OWNER_MESSAGE)).toBeInTheDocument()
    expect(users[0]?.active).toBe(true)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('asks for the employee record when Crew is chosen for a user without one', async () => {
    const user = userEvent.setup()
    const { fake, users, requests } = usersApi()
    renderApp('/settings/users', fake)
    const former = await rowOf('Dana Former')
    await user.selectOptions(former.getByLabelText('Role of Dana Former'), 'Crew')
    const dialog = within(await screen.findByRole('dialog', { name: 'Make Dana Former Crew' }))
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false)
    // Saving without one: the API's message under the field.
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    const picker = dialog.getByRole('combobox', { name: 'Employee' })
    await waitFor(() => expect(picker).toHaveAccessibleDescription(CREW_NEEDS_EMPLOYEE))
    expect(users[2]?.role).toBe('Office')

    await pickRecord(user, 'Employee', /Miguel Torres/)
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Dana Former is now Crew')).toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({
      employee_id: employee.id,
      role: 'Crew',
      version: 1,
    })
    expect(await former.findByText('Miguel Torres')).toBeInTheDocument()
    expect(former.getByLabelText('Role of Dana Former')).toHaveValue('Crew')
  })

  it("changes a user's employee record from their row", async () => {
    const user = userEvent.setup()
    const { fake, requests } = usersApi()
    renderApp('/settings/users', fake)
    const owner = await rowOf('Olivia Owner')
    await user.click(owner.getByRole('button', { name: 'Change employee record of Olivia Owner' }))
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Employee record of Olivia Owner' }),
    )
    await pickRecord(user, 'Employee', /Miguel Torres/)
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Employee record saved')).toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({
      employee_id: employee.id,
      version: 1,
    })
  })

  it('removes a user after asking', async () => {
    const user = userEvent.setup()
    const { fake, users } = usersApi()
    renderApp('/settings/users', fake)
    await user.click(await screen.findByRole('button', { name: 'Remove Dana Former' }))
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(users).toHaveLength(2))
    expect(await screen.findByText('2 users')).toBeInTheDocument()
  })

  it('is not shown to a role without users:manage', async () => {
    const { fake } = usersApi()
    renderApp('/settings/users', fake, { user: { ...TEST_OWNER, role: 'Office' } })
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeInTheDocument()
  })
})

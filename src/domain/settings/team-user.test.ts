import { describe, expect, it } from 'vitest'
import { createTeamUserInput, teamUserSchema } from './team-user'

const stored = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Team Member',
  email: 'team@example.com',
  created_at: 0,
  version: 1,
}

describe('teamUserSchema', () => {
  it('reads a user stored before accounts: the old roles by their new names, active, never signed in', () => {
    expect(teamUserSchema.parse({ ...stored, role: 'Admin' })).toEqual({
      ...stored,
      role: 'Owner',
      employee_id: null,
      active: true,
      last_sign_in_at: null,
    })
    expect(teamUserSchema.parse({ ...stored, role: 'Manager' }).role).toBe('Office')
    expect(teamUserSchema.parse({ ...stored, role: 'Crew' }).role).toBe('Crew')
    expect(teamUserSchema.safeParse({ ...stored, role: 'Wizard' }).success).toBe(false)
  })
})

describe('createTeamUserInput', () => {
  it('keeps the e-mail in lower case and offers the five roles', () => {
    expect(
      createTeamUserInput.parse({ name: 'Rosa', email: ' Rosa@Example.com ', role: 'Foreman' }),
    ).toEqual({ name: 'Rosa', email: 'rosa@example.com', role: 'Foreman', employee_id: null })
    expect(
      createTeamUserInput.safeParse({ name: 'Rosa', email: 'rosa@example.com', role: 'Admin' })
        .error?.issues[0]?.message,
    ).toBe('Role must be one of: Owner, Office, Estimator, Foreman, Crew')
  })
})

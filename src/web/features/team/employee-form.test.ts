import { describe, expect, it } from 'vitest'
import { employeeFormDefaults, employeeFormSchema } from './employee-form'

describe('the Add Employee form schema', () => {
  it('turns the typed rate into dollars', () => {
    const parsed = employeeFormSchema.parse({
      ...employeeFormDefaults,
      name: ' Ana ',
      hourly_rate: '24.5',
    })
    expect(parsed).toEqual({
      name: 'Ana',
      role: 'Tech',
      hourly_rate: 24.5,
      availability: 'Available',
    })
  })

  it('says a blank rate is required, and a blank name too', () => {
    const result = employeeFormSchema.safeParse(employeeFormDefaults)
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(messages).toEqual([
      ['name', 'Name is required'],
      ['hourly_rate', 'Hourly rate is required'],
    ])
  })

  it('refuses a negative rate with the domain message', () => {
    const result = employeeFormSchema.safeParse({
      ...employeeFormDefaults,
      name: 'Ana',
      hourly_rate: '-1',
    })
    expect(result.error?.issues[0]?.message).toBe('Must be at least 0')
  })
})

// The Add Employee form's values and their mapping to the API's create input, validated with the
// domain's employee schema.
import { z } from 'zod'
import { moneySchema } from '../../../domain/shared/fields'
import { createEmployeeInput } from '../../../domain/team/employee'

export type EmployeeFormValues = {
  name: string
  role: string
  /** Dollars as typed in a number input; '' until filled in. */
  hourly_rate: string
  availability: string
}

export const employeeFormDefaults: EmployeeFormValues = {
  name: '',
  role: 'Tech',
  hourly_rate: '',
  availability: 'Available',
}

/** The form's values as sent: the rate as a number, NaN when blank (refused as required). */
export function employeeInputFromForm(
  values: EmployeeFormValues,
): z.input<typeof createEmployeeInput> {
  const rate = values.hourly_rate.trim()
  return { ...values, hourly_rate: rate === '' ? Number.NaN : Number(rate) }
}

/** The create schema, reached through the mapping; a blank rate says it is required. */
export const employeeFormSchema = z
  .object({ name: z.string(), role: z.string(), hourly_rate: z.string(), availability: z.string() })
  .transform(employeeInputFromForm)
  .pipe(
    createEmployeeInput.extend({
      hourly_rate: z.number({ error: 'Hourly rate is required' }).pipe(moneySchema),
    }),
  )

import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrorsFromZod } from '../../domain/shared/app-error'
import { endOfDateInput } from './date-input'
import {
  dayInputSchema,
  dayInstantSchema,
  instantFromDateInput,
  timeInputSchema,
} from './date-input-schema'

const form = z.object({ due: dayInstantSchema('Due date is required') })
const problems = (due: number | null | undefined) => {
  const result = form.safeParse({ due })
  return result.success ? {} : fieldErrorsFromZod(result.error)
}

describe('date input checks', () => {
  it('tells a blank day from one that is not real', () => {
    expect(instantFromDateInput('', endOfDateInput)).toBeUndefined()
    expect(instantFromDateInput('2026-02-31', endOfDateInput)).toBeNull()
    expect(problems(instantFromDateInput('', endOfDateInput))).toEqual({
      due: 'Due date is required',
    })
    expect(problems(instantFromDateInput('2026-02-31', endOfDateInput))).toEqual({
      due: 'Enter a valid date',
    })
  })

  it('passes a real day on as its instant', () => {
    const instant = instantFromDateInput('2030-03-15', endOfDateInput)
    expect(form.parse({ due: instant })).toEqual({ due: endOfDateInput('2030-03-15') })
  })

  it('checks day and time inputs as text', () => {
    expect(dayInputSchema('Date is required').safeParse('2026-11-28').success).toBe(true)
    expect(dayInputSchema('Date is required').safeParse('').success).toBe(false)
    expect(timeInputSchema('Start time').safeParse('23:59').success).toBe(true)
    const late = timeInputSchema('Start time').safeParse('24:00')
    expect(late.success || late.error.issues[0]?.message).toBe('Start time is required')
  })
})

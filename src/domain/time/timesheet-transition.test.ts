import { describe, expect, it } from 'vitest'
import { openTimesheet } from './timesheet-record'
import {
  timesheetMove,
  WEEK_APPROVED_ALREADY,
  WEEK_NOT_SUBMITTED,
  WEEK_SUBMITTED_ALREADY,
} from './timesheet-transition'

const EMPLOYEE = '00000000-0000-4000-8000-000000000001'
const USER = '00000000-0000-4000-8000-000000000003'
const move = { now: 5, userId: USER }

describe('a timesheet week', () => {
  const open = openTimesheet(EMPLOYEE, '2026-01-11')

  it('is submitted, approved (locked), sent back with a note to open again', () => {
    const submitted = timesheetMove(open, 'submit', move)
    expect(submitted).toMatchObject({ status: 'submitted', submitted_at: 5, submitted_by: USER })
    const approved = timesheetMove(submitted, 'approve', { ...move, now: 6 })
    expect(approved).toMatchObject({ status: 'approved', decided_at: 6, version: 2 })
    const back = timesheetMove(approved, 'send-back', { ...move, now: 7, note: 'Fix Monday' })
    expect(back).toMatchObject({ status: 'open', note: 'Fix Monday', decided_at: 7 })
  })

  it('refuses moves that do not fit with a 409', () => {
    const submitted = timesheetMove(open, 'submit', move)
    const approved = timesheetMove(submitted, 'approve', move)
    expect(() => timesheetMove(submitted, 'submit', move)).toThrow(WEEK_SUBMITTED_ALREADY)
    expect(() => timesheetMove(approved, 'approve', move)).toThrow(WEEK_APPROVED_ALREADY)
    expect(() => timesheetMove(approved, 'submit', move)).toThrow(WEEK_APPROVED_ALREADY)
    expect(() => timesheetMove(open, 'send-back', move)).toThrow(WEEK_NOT_SUBMITTED)
  })
})

// A week's timesheet moves (issue #32 section 3): the employee or their crew lead submits, the Owner
// or the Office approves (which locks the week's time) or sends it back with a note (open again, an
// approved week included: that is how a locked week is reopened).
import { AppError } from '../shared/app-error'
import type { TimesheetRecord } from './timesheet-record'

export type TimesheetAction = 'submit' | 'approve' | 'send-back'

export const WEEK_SUBMITTED_ALREADY = 'This week is submitted already'
export const WEEK_APPROVED_ALREADY = 'This week is approved already'
export const WEEK_NOT_SUBMITTED = 'This week is not submitted'

type Move = { now: number; userId: string | null; note?: string }

const refuse = (message: string): never => {
  throw new AppError('INVALID_STATE', message)
}

export function timesheetMove(
  record: TimesheetRecord,
  action: TimesheetAction,
  move: Move,
): TimesheetRecord {
  const next = { ...record, version: record.version + 1 }
  if (record.status === 'approved' && action !== 'send-back') refuse(WEEK_APPROVED_ALREADY)
  switch (action) {
    case 'submit':
      if (record.status === 'submitted') refuse(WEEK_SUBMITTED_ALREADY)
      return { ...next, status: 'submitted', submitted_at: move.now, submitted_by: move.userId }
    case 'approve':
      return { ...next, status: 'approved', decided_at: move.now, decided_by: move.userId }
    case 'send-back':
      if (record.status === 'open') refuse(WEEK_NOT_SUBMITTED)
      return {
        ...next,
        status: 'open',
        note: move.note ?? '',
        decided_at: move.now,
        decided_by: move.userId,
      }
  }
}

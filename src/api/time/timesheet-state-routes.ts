// A week's timesheet state (issue #32 section 3): POST /api/timesheets/:employeeId/:week/submit (the
// employee or their crew lead), /approve and /send-back {note} (the Owner or the Office), where week
// is the Sunday that starts it. Each is audited; an approved week's time is locked.
import { z } from 'zod'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { idSchema } from '../../domain/shared/fields'
import { sendBackBodySchema, weekParamSchema } from '../../domain/time/time-api'
import { isSunday, NOT_A_SUNDAY } from '../../domain/time/time-week'
import { openTimesheet, timesheetRecordSchema } from '../../domain/time/timesheet-record'
import { timesheetMove, type TimesheetAction } from '../../domain/time/timesheet-transition'
import { audited } from '../access/audited'
import type { Permission } from '../../domain/access/permissions'
import type { ApiRoute, RouteInput } from '../shared/route-types'
import { timeOf } from './time-context'
import { notYourCrew, reachableEmployees } from './time-reach'

const emptyBody = z.object({}).strict()

const VERBS: Record<TimesheetAction, string> = {
  submit: 'Submitted',
  approve: 'Approved',
  'send-back': 'Sent back',
}

function paramsOf(input: RouteInput): { employeeId: string; week: string } {
  const employee = idSchema.safeParse(input.params.employeeId ?? '')
  if (!employee.success) throw notYourCrew()
  const week = parseOrThrow(weekParamSchema, input.params.week, 'Invalid week')
  if (!isSunday(week)) throw new AppError('VALIDATION', NOT_A_SUNDAY, { week: NOT_A_SUNDAY })
  return { employeeId: employee.data, week }
}

function noteOf(action: TimesheetAction, body: unknown): string | undefined {
  if (action === 'send-back')
    return parseOrThrow(sendBackBodySchema, body, 'Invalid send back').note
  if (body !== undefined && body !== null) parseOrThrow(emptyBody, body)
  return undefined
}

function stateRoute(action: TimesheetAction, access: Permission, summary: string): ApiRoute {
  return {
    method: 'POST',
    path: `/api/timesheets/:employeeId/:week/${action}`,
    summary,
    tag: 'time',
    access,
    ...(access === 'time:write' ? { servesOwn: true } : {}),
    ...(action === 'send-back' ? { bodySchema: sendBackBodySchema } : {}),
    responseSchema: timesheetRecordSchema,
    successStatus: 200,
    audit: (_input, result) => ({ kind: 'timesheet', summary: result.subject ?? '' }),
    handle: async (input, deps) => {
      const { employeeId, week } = paramsOf(input)
      const note = noteOf(action, input.body)
      return deps.store.transaction(async (tx) => {
        const time = timeOf(tx)
        const [employee] = await reachableEmployees(tx, input.grant, [employeeId])
        // The employee's row is the lock of their time: a clock move or a correction waits.
        await tx.get('employees', employeeId, { forUpdate: true })
        const before =
          (await time.getTimesheet(employeeId, week)) ?? openTimesheet(employeeId, week)
        const record = timesheetMove(before, action, {
          now: deps.clock(),
          userId: input.grant?.actor?.userId ?? null,
          ...(note === undefined ? {} : { note }),
        })
        await time.putTimesheet(record)
        const said = note === undefined ? '' : `: ${note}`
        return audited(tx, input, {
          status: 200,
          body: record,
          subject: `${VERBS[action]} the timesheet of ${employee!.name} for the week of ${week}${said}`,
        })
      })
    },
  }
}

export function timesheetStateRoutes(): ApiRoute[] {
  return [
    stateRoute(
      'submit',
      'time:write',
      "Submit an employee's week (the employee or their crew lead)",
    ),
    stateRoute('approve', 'time:manage', "Approve an employee's week: its time is locked"),
    stateRoute(
      'send-back',
      'time:manage',
      "Send an employee's week back with a note: open again (an approved one unlocked)",
    ),
  ]
}

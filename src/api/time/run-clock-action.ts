// A clock action for one or many employees (a lead clocking in the whole crew), in one transaction:
// each employee's row is locked first (in id order, so two crews' actions cannot deadlock), so two
// servers never open two clocks of one employee; whoever is already in the state is skipped.
import { actionTime } from '../../domain/field/acted-at'
import { AppError } from '../../domain/shared/app-error'
import { clockMove, type ClockAction } from '../../domain/time/clock-transition'
import type { ClockActionAnswer, ClockBody } from '../../domain/time/time-api'
import { assertNoOverlap } from '../../domain/time/time-overlap'
import type { Grant } from '../access/authorize'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import { clockPeople } from './clock-people'
import { businessZoneOf, timeOf } from './time-context'
import { reachableEmployees } from './time-reach'
import { assertTimeOpen } from './week-lock'

export const NO_EMPLOYEE_RECORD = 'Your user is not linked to an employee: say whom to clock'
export const BEFORE_CLOCK_CHANGE =
  'This action is dated before the clock’s last change: it cannot be recorded out of order'

export async function runClockAction(
  tx: StoreTx,
  deps: ApiDeps,
  grant: Grant | undefined,
  action: ClockAction,
  body: ClockBody,
): Promise<ClockActionAnswer> {
  const time = timeOf(tx)
  const self = grant?.actor?.employeeId ?? null
  const ids = body.employee_ids ?? (self ? [self] : [])
  if (ids.length === 0) {
    throw new AppError('VALIDATION', NO_EMPLOYEE_RECORD, { employee_ids: NO_EMPLOYEE_RECORD })
  }
  const employees = await reachableEmployees(tx, grant, ids)
  for (const employee of [...employees].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    await tx.get('employees', employee.id, { forUpdate: true })
  }
  const zone = await businessZoneOf(tx)
  const now = deps.clock()
  const at = actionTime(body.acted_at, now)
  const changed: typeof employees = []
  const skipped: ClockActionAnswer['skipped'] = []
  for (const employee of employees) {
    const open = await time.openEntryOf(employee.id)
    const move = clockMove(action, open, {
      employeeId: employee.id,
      now,
      at,
      newId: deps.newId,
      userId: grant?.actor?.userId ?? null,
      location: body.location ?? null,
    })
    if (!move.ok) {
      skipped.push({ employee_id: employee.id, name: employee.name, reason: move.reason })
      continue
    }
    if (move.close && at < move.close.starts_at) {
      throw new AppError('INVALID_STATE', BEFORE_CLOCK_CHANGE, { acted_at: BEFORE_CLOCK_CHANGE })
    }
    await assertTimeOpen(
      time,
      [move.close, move.open].filter((e) => e !== null),
      zone,
      now,
    )
    if (move.open) {
      const later = await time.entriesOf([employee.id], at, Number.MAX_SAFE_INTEGER)
      assertNoOverlap(
        move.open,
        later.filter((e) => e.id !== move.close?.id),
        zone,
      )
    }
    if (move.close) await time.updateEntry(move.close)
    if (move.open) await time.insertEntry(move.open)
    changed.push(employee)
  }
  return {
    changed: await clockPeople(time, changed, zone, now),
    skipped,
    acted_at: at,
    received_at: now,
  }
}

// An employee's shifts never overlap: a create or edit that would is refused, naming the other shift.
import { AppError } from '../../domain/shared/app-error'
import type { RuleContext } from '../../domain/shared/context'
import { overlapMessage, overlappingShiftsCondition } from '../../domain/team/shift'
import type { Row, RowOf, StoreTx } from '../shared/store'

export async function checkShiftOverlap(
  tx: StoreTx,
  shift: RowOf<'shifts'>,
  ctx: RuleContext,
): Promise<Row> {
  // Locking the employee serialises every shift write of that employee: two concurrent creates
  // cannot both see "no overlap" and both insert (a row lock on the shifts alone would not stop
  // two new rows). A missing employee is left to the reference check, which names the field.
  const employee = await tx.get('employees', shift.employee_id, { forUpdate: true })
  if (!employee) return shift
  const others = await tx.findAll('shifts', overlappingShiftsCondition(shift))
  const first = others.reduce<RowOf<'shifts'> | null>(
    (earliest, other) => (earliest && earliest.starts_at <= other.starts_at ? earliest : other),
    null,
  )
  if (first) {
    const message = overlapMessage(first, ctx.tzOffsetMinutes ?? 0)
    throw new AppError('INVALID_STATE', message, { starts_at: message })
  }
  return shift
}

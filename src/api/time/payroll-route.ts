// GET /api/payroll.csv?from=&to=&approved=1: the payroll of a period as CSV, for the Owner and the
// Office (pay:read and time:manage): one row per employee, day and job, regular and overtime hours
// apart, the rate and the amount at the base rate. The same sheets as the timesheet screen, so the
// totals match it.
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { and } from '../../domain/shared/condition'
import { FORBIDDEN_MESSAGE } from '../access/authorize'
import { payrollQuerySchema } from '../../domain/time/time-api'
import {
  payrollCsv,
  payrollFileName,
  payrollLines,
  payrollWeeks,
  type PayrollLine,
} from '../../domain/time/payroll'
import { BinaryFile } from '../shared/binary-file'
import type { ApiRoute } from '../shared/route-types'
import { businessZoneOf } from './time-context'
import { holdsForAll } from './time-permission'
import { weekSheetsOf } from './week-sheets-of'

export function payrollRoute(): ApiRoute {
  return {
    method: 'GET',
    path: '/api/payroll.csv',
    summary:
      'Payroll of a period (at most 92 days) as CSV: employee, date, job, regular and overtime hours, rate, amount at the base rate; `approved=1` for approved weeks only',
    tag: 'time',
    access: 'pay:read',
    querySchema: payrollQuerySchema,
    successStatus: 200,
    handle: async (input, deps) => {
      if (!holdsForAll(input.grant, 'time:manage')) {
        throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE)
      }
      const query = parseOrThrow(payrollQuerySchema, input.query, 'Invalid payroll period')
      const weeks = payrollWeeks(query.from, query.to)
      const lines = await deps.store.transaction(async (tx) => {
        const employees = await tx.findAll('employees', and())
        const zone = await businessZoneOf(tx)
        const sheets = await weekSheetsOf(tx, employees, weeks, zone, deps.clock())
        return sheets
          .filter((week) => query.approved !== '1' || week.status === 'approved')
          .flatMap(({ employee, sheet }) =>
            sheet.rows.map((row): PayrollLine => ({
              ...row,
              employee: employee.name,
              hourly_rate: employee.hourly_rate,
            })),
          )
      })
      const csv = payrollCsv(payrollLines(lines, query.from, query.to))
      return {
        status: 200,
        body: new BinaryFile(
          new TextEncoder().encode(csv),
          'text/csv; charset=utf-8',
          payrollFileName(query.from, query.to),
        ),
      }
    },
  }
}

// The payroll CSV (GET /api/payroll.csv): one row per employee, day and job of the period, regular
// hours and overtime apart, the hourly rate and the amount at the base rate (no overtime premium).
// Whole weeks are computed (the 40-hour rule is the week's) and their rows inside the period kept.
import { AppError } from '../shared/app-error'
import { csvLines } from '../csv/csv-text'
import { addDays } from '../projects/today'
import { PAYROLL_CSV_HEADER } from './time-api'
import type { PayRow } from './week-sheet'
import { sundayOf } from './time-week'

export const MAX_PAYROLL_DAYS = 92
export const NOT_ON_A_JOB = 'Not on a job'
export const PAYROLL_PERIOD_TOO_LONG = `A payroll period is at most ${MAX_PAYROLL_DAYS} days`
export const PAYROLL_PERIOD_BACKWARDS = 'The period must end on or after its start'

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000

/** The Sundays of the weeks that share a day with the period; refuses a period too long. */
export function payrollWeeks(from: string, to: string): string[] {
  const days = dayNumber(to) - dayNumber(from) + 1
  if (days < 1)
    throw new AppError('VALIDATION', PAYROLL_PERIOD_BACKWARDS, { to: PAYROLL_PERIOD_BACKWARDS })
  if (days > MAX_PAYROLL_DAYS) {
    throw new AppError('VALIDATION', PAYROLL_PERIOD_TOO_LONG, { to: PAYROLL_PERIOD_TOO_LONG })
  }
  const weeks: string[] = []
  for (let week = sundayOf(from); week <= to; week = addDays(week, 7)) weeks.push(week)
  return weeks
}

export type PayrollLine = PayRow & { employee: string; hourly_rate: number }

/** The lines inside the period, by employee name, then date, as the weeks gave them. */
export function payrollLines(
  lines: readonly PayrollLine[],
  from: string,
  to: string,
): PayrollLine[] {
  return lines
    .filter((line) => line.date >= from && line.date <= to)
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        (a.line.employee < b.line.employee ? -1 : a.line.employee > b.line.employee ? 1 : 0) ||
        (a.line.date < b.line.date ? -1 : a.line.date > b.line.date ? 1 : 0) ||
        a.index - b.index,
    )
    .map(({ line }) => line)
}

const fixed2 = (n: number): string => n.toFixed(2)

export function payrollCsv(lines: readonly PayrollLine[]): string {
  return csvLines([
    PAYROLL_CSV_HEADER,
    ...lines.map((line) => [
      line.employee,
      line.date,
      line.job_id === null ? NOT_ON_A_JOB : line.title,
      fixed2(line.regular_hours),
      fixed2(line.overtime_hours),
      fixed2(line.hourly_rate),
      fixed2(line.amount_cents / 100),
    ]),
  ])
}

export const payrollFileName = (from: string, to: string): string => `payroll-${from}-to-${to}.csv`

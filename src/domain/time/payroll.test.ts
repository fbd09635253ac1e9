import { describe, expect, it } from 'vitest'
import { PAYROLL_CSV_HEADER } from './time-api'
import {
  payrollCsv,
  payrollLines,
  payrollWeeks,
  PAYROLL_PERIOD_TOO_LONG,
  type PayrollLine,
} from './payroll'

const line = (over: Partial<PayrollLine>): PayrollLine => ({
  employee: 'Ann',
  hourly_rate: 30,
  date: '2026-11-23',
  job_id: null,
  title: '',
  regular_hours: 1,
  overtime_hours: 0,
  amount_cents: 3000,
  ...over,
})

describe('payroll', () => {
  it('computes the whole weeks a period touches', () => {
    expect(payrollWeeks('2026-11-25', '2026-12-01')).toEqual(['2026-11-22', '2026-11-29'])
    expect(payrollWeeks('2026-11-22', '2026-11-22')).toEqual(['2026-11-22'])
  })

  it('refuses a period over 92 days or backwards', () => {
    expect(() => payrollWeeks('2026-01-01', '2026-04-03')).toThrow(PAYROLL_PERIOD_TOO_LONG)
    expect(payrollWeeks('2026-01-01', '2026-04-02')).toHaveLength(14)
    expect(() => payrollWeeks('2026-01-02', '2026-01-01')).toThrow()
  })

  it('keeps the rows inside the period, by employee then date', () => {
    const lines = payrollLines(
      [
        line({ employee: 'Bob', date: '2026-11-24' }),
        line({ date: '2026-11-21' }),
        line({ date: '2026-11-24' }),
        line({ date: '2026-11-23' }),
      ],
      '2026-11-22',
      '2026-11-28',
    )
    expect(lines.map((l) => `${l.employee} ${l.date}`)).toEqual([
      'Ann 2026-11-23',
      'Ann 2026-11-24',
      'Bob 2026-11-24',
    ])
  })

  it('writes the CSV with the header, other time as not on a job, and formulas neutralised', () => {
    const csv = payrollCsv([
      line({
        job_id: 'j',
        title: '=SUM(A1)',
        regular_hours: 2.5,
        overtime_hours: 0.25,
        amount_cents: 8250,
      }),
      line({}),
    ])
    expect(csv.split('\r\n')).toEqual([
      PAYROLL_CSV_HEADER.join(','),
      'Ann,2026-11-23,"\'=SUM(A1)",2.50,0.25,30.00,82.50',
      'Ann,2026-11-23,Not on a job,1.00,0.00,30.00,30.00',
      '',
    ])
  })
})

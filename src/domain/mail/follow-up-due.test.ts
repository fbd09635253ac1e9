import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FOLLOW_UP_SETTINGS, type FollowUpSettings } from './follow-up-settings'
import {
  anchorCutoff,
  estimateFollowUpDueAt,
  followUpCutoffs,
  followUpHistoryText,
  localDayAt,
  nextInvoiceReminder,
  visitReminderWindow,
} from './follow-up-due'

const NY = 'America/New_York'
const BERLIN = 'Europe/Berlin'
const settings = (over: Partial<FollowUpSettings> = {}): FollowUpSettings => ({
  ...DEFAULT_FOLLOW_UP_SETTINGS,
  ...over,
})
const utc = (iso: string) => Date.parse(iso)

describe('localDayAt: days on the business calendar, across daylight-saving changes', () => {
  it('New York: 9:00 is 13:00 UTC in summer time and 14:00 UTC in winter time (Nov 1, 2026)', () => {
    const due = utc('2026-10-29T16:00:00Z') // Oct 29, noon in New York
    expect(localDayAt(due, 2, 9, NY)).toBe(utc('2026-10-31T13:00:00Z'))
    // Across the change: four calendar days, not 4 x 24 hours.
    expect(localDayAt(due, 4, 9, NY)).toBe(utc('2026-11-02T14:00:00Z'))
  })

  it('New York in spring (Mar 8, 2026): 9:00 moves from 14:00 to 13:00 UTC', () => {
    const anchor = utc('2026-03-06T20:00:00Z') // Mar 6, 3 pm in New York
    expect(localDayAt(anchor, 1, 9, NY)).toBe(utc('2026-03-07T14:00:00Z'))
    expect(localDayAt(anchor, 3, 9, NY)).toBe(utc('2026-03-09T13:00:00Z'))
  })

  it('Berlin: 9:00 is 07:00 UTC in summer and 08:00 UTC in winter (Mar 29 and Oct 25, 2026)', () => {
    expect(localDayAt(utc('2026-03-27T12:00:00Z'), 3, 9, BERLIN)).toBe(utc('2026-03-30T07:00:00Z'))
    expect(localDayAt(utc('2026-10-23T12:00:00Z'), 3, 9, BERLIN)).toBe(utc('2026-10-26T08:00:00Z'))
  })

  it('counts from the local day: 23:30 in New York is the next day in UTC but not there', () => {
    const lateEvening = utc('2026-06-11T03:30:00Z') // Jun 10, 23:30 in New York
    expect(localDayAt(lateEvening, 1, 9, NY)).toBe(utc('2026-06-11T13:00:00Z'))
    expect(localDayAt(lateEvening, 1, 9, 'UTC')).toBe(utc('2026-06-12T09:00:00Z'))
  })
})

describe('anchorCutoff agrees with localDayAt', () => {
  it('an anchor is before the cutoff exactly when its follow-up is due (any zone, hour, days)', () => {
    const zones = [NY, BERLIN, 'UTC', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/Santiago']
    const year2026 = fc.integer({
      min: utc('2026-01-01T00:00:00Z'),
      max: utc('2027-01-01T00:00:00Z'),
    })
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: -1, max: 30 }),
        fc.integer({ min: 0, max: 23 }),
        year2026,
        fc.integer({ min: -40 * 86_400_000, max: 40 * 86_400_000 }),
        (zone, days, hour, now, back) => {
          const anchor = now - back
          const due = localDayAt(anchor, days, hour, zone) <= now
          expect(anchor < anchorCutoff(now, days, hour, zone)).toBe(due)
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('New York, Nov 2 2026: reminders with a due date up to Oct 30 are due from 14:00 UTC', () => {
    const before = utc('2026-11-02T13:59:00Z')
    const after = utc('2026-11-02T14:00:00Z')
    const dueOct30 = utc('2026-10-30T20:00:00Z')
    expect(dueOct30 < anchorCutoff(before, 3, 9, NY)).toBe(false)
    expect(dueOct30 < anchorCutoff(after, 3, 9, NY)).toBe(true)
  })
})

describe('nextInvoiceReminder', () => {
  const due = utc('2026-11-20T17:00:00Z') // Nov 20, noon in New York
  const invoice = { status: 'Unpaid' as const, due_date: due, sent: 0, last_sent_at: null }

  it('reminder 1 comes first_days after the due date at send_hour, then every every_days', () => {
    expect(nextInvoiceReminder(settings(), NY, invoice)).toEqual({
      seq: 1,
      due_at: utc('2026-11-23T14:00:00Z'),
    })
    const sentLate = utc('2026-11-23T22:00:00Z') // sent at 5 pm: the next counts from that day
    expect(
      nextInvoiceReminder(settings(), NY, { ...invoice, sent: 1, last_sent_at: sentLate }),
    ).toEqual({ seq: 2, due_at: utc('2026-11-30T14:00:00Z') })
  })

  it('stops at the maximum, and never for Pending or Paid invoices, nor when turned off', () => {
    const third = { ...invoice, sent: 3, last_sent_at: due }
    expect(nextInvoiceReminder(settings(), NY, third)).toBeNull()
    expect(nextInvoiceReminder(settings({ reminder_max: 4 }), NY, third)?.seq).toBe(4)
    expect(nextInvoiceReminder(settings(), NY, { ...invoice, status: 'Paid' })).toBeNull()
    expect(nextInvoiceReminder(settings(), NY, { ...invoice, status: 'Pending' })).toBeNull()
    expect(nextInvoiceReminder(settings(), NY, { ...invoice, status: 'Overdue' })?.seq).toBe(1)
    expect(
      nextInvoiceReminder(settings({ invoice_reminders_enabled: false }), NY, invoice),
    ).toBeNull()
  })
})

describe('estimateFollowUpDueAt', () => {
  const sent = utc('2026-12-01T15:00:00Z')
  it('once, estimate_follow_up_days after it was sent, while it is Sent', () => {
    const estimate = { status: 'Sent' as const, sent_at: sent, followed_up: false }
    expect(estimateFollowUpDueAt(settings(), BERLIN, estimate)).toBe(utc('2026-12-04T08:00:00Z'))
    expect(estimateFollowUpDueAt(settings(), BERLIN, { ...estimate, followed_up: true })).toBeNull()
    expect(
      estimateFollowUpDueAt(settings(), BERLIN, { ...estimate, status: 'Accepted' }),
    ).toBeNull()
    expect(
      estimateFollowUpDueAt(settings({ estimate_follow_up_enabled: false }), BERLIN, estimate),
    ).toBeNull()
  })
})

describe('visitReminderWindow and the visit cutoffs', () => {
  const on = settings({ visit_reminders_enabled: true, send_hour: 17 })
  const job = { status: 'Scheduled' as const, date: utc('2026-11-02T15:00:00Z') } // Nov 2, 10 am NY

  it('the day before the job, from send_hour to midnight, in the zone (across Nov 1 in NY)', () => {
    expect(visitReminderWindow(on, NY, job)).toEqual({
      from: utc('2026-11-01T22:00:00Z'), // Nov 1, 17:00 EST
      until: utc('2026-11-02T05:00:00Z'), // Nov 2, 00:00 EST
    })
    expect(visitReminderWindow(settings(), NY, job)).toBeNull()
    expect(visitReminderWindow(on, NY, { ...job, status: 'Done' })).toBeNull()
  })

  it('the pass selects exactly the jobs whose window holds now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: utc('2026-10-25T00:00:00Z'), max: utc('2026-11-08T00:00:00Z') }),
        fc.integer({ min: -3 * 86_400_000, max: 4 * 86_400_000 }),
        (now, ahead) => {
          const date = now + ahead
          const window = visitReminderWindow(on, NY, { status: 'Scheduled', date })!
          const cut = followUpCutoffs(on, NY, now)
          const selected = date >= cut.visitFrom && date < cut.visitUntil
          expect(selected).toBe(window.from <= now && now < window.until)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('followUpHistoryText', () => {
  it('names the reminder and the day in the business zone', () => {
    const at = utc('2026-12-01T03:00:00Z') // Nov 30, 10 pm in New York
    expect(followUpHistoryText('reminder', at, NY, { seq: 2, max: 3 })).toBe(
      'Reminder 2 of 3 sent Nov 30',
    )
    expect(followUpHistoryText('estimate-follow-up', at, 'UTC')).toBe('Follow-up sent Dec 1')
    expect(followUpHistoryText('visit-reminder', at, BERLIN)).toBe('Visit reminder sent Dec 1')
  })
})

// The automatic follow-ups' settings (issue #30 section 4): invoice reminders N days after the due
// date, then every M days, at most K; one estimate follow-up N days after it was sent; a visit
// reminder the day before a job; all at or after one hour of the business's day (Branding's zone).
// The Owner changes them in Settings > Notifications; a client may be marked to get none.
import { z } from 'zod'

const days = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of days` })
    .int(`${label} must be a whole number of days`)
    .min(1, `${label} must be at least 1 day`)
    .max(365, `${label} must be at most 365 days`)

export const followUpSettingsSchema = z
  .object({
    invoice_reminders_enabled: z.boolean(),
    /** The first reminder, this many days after the due date. */
    reminder_first_days: days('The first reminder'),
    /** Each next reminder, this many days after the one before. */
    reminder_every_days: days('The time between reminders'),
    reminder_max: z
      .number({ error: 'Reminders must be a whole number' })
      .int('Reminders must be a whole number')
      .min(1, 'At least 1 reminder')
      .max(20, 'At most 20 reminders'),
    estimate_follow_up_enabled: z.boolean(),
    /** The follow-up, this many days after the estimate was sent (once). */
    estimate_follow_up_days: days('The follow-up'),
    visit_reminders_enabled: z.boolean(),
    /** Every automatic e-mail goes out at or after this hour (0..23) of the business's day. */
    send_hour: z
      .number({ error: 'The hour must be a whole number from 0 to 23' })
      .int('The hour must be a whole number from 0 to 23')
      .min(0, 'The hour must be a whole number from 0 to 23')
      .max(23, 'The hour must be a whole number from 0 to 23'),
  })
  .strict()
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>

export const DEFAULT_FOLLOW_UP_SETTINGS: Readonly<FollowUpSettings> = {
  invoice_reminders_enabled: true,
  reminder_first_days: 3,
  reminder_every_days: 7,
  reminder_max: 3,
  estimate_follow_up_enabled: true,
  estimate_follow_up_days: 3,
  visit_reminders_enabled: false,
  send_hour: 9,
}

/** A client's own choice: no automatic e-mail of any kind (reminders, follow-ups, visits). */
export const clientMailSettingsSchema = z.object({ no_automatic_reminders: z.boolean() }).strict()
export type ClientMailSettings = z.infer<typeof clientMailSettingsSchema>

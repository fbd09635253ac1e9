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
    /**
     * Tell clients when the crew is on the way (issue #32 section 2): off by default. Added later,
     * so a body or a backup without it means off.
     */
    on_my_way_enabled: z.boolean().default(false),
    /** Every automatic e-mail goes out at or after this hour (0..23) of the business's day. */
    send_hour: z
      .number({ error: 'The hour must be a whole number from 0 to 23' })
      .int('The hour must be a whole number from 0 to 23')
      .min(0, 'The hour must be a whole number from 0 to 23')
      .max(23, 'The hour must be a whole number from 0 to 23'),
  })
  .strict()
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>

/** The settings form's schema: the form always holds every setting. */
export const followUpSettingsFormSchema = followUpSettingsSchema.extend({
  on_my_way_enabled: z.boolean(),
})

export const ON_MY_WAY_SETTING_LABEL = 'Tell clients when the crew is on the way'

export const DEFAULT_FOLLOW_UP_SETTINGS: Readonly<FollowUpSettings> = {
  invoice_reminders_enabled: true,
  reminder_first_days: 3,
  reminder_every_days: 7,
  reminder_max: 3,
  estimate_follow_up_enabled: true,
  estimate_follow_up_days: 3,
  visit_reminders_enabled: false,
  on_my_way_enabled: false,
  send_hour: 9,
}

/**
 * A client's own choices: no automatic e-mail of any kind (reminders, follow-ups, visits, On my way),
 * and no text messages (On my way's SMS, issue #32). A change that leaves `no_texts` out keeps it.
 */
export const clientMailSettingsSchema = z
  .object({ no_automatic_reminders: z.boolean(), no_texts: z.boolean().optional() })
  .strict()
export type ClientMailSettings = z.infer<typeof clientMailSettingsSchema>

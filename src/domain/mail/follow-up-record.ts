// A follow-up the scheduler sent (issue #30 section 4), as the server keeps it and a backup carries
// it, with the settings and the clients' choices.
import { z } from 'zod'
import { epochMsSchema, idSchema } from '../shared/fields'
import { followUpSettingsSchema } from './follow-up-settings'

export const FOLLOW_UP_KINDS = ['reminder', 'estimate-follow-up', 'visit-reminder'] as const
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number]

export const storedFollowUpSchema = z
  .object({
    id: idSchema,
    kind: z.enum(FOLLOW_UP_KINDS),
    record_id: idSchema,
    seq: z.number().int().min(1),
    due_key: z.string().max(200),
    sent_at: epochMsSchema,
    outbox_id: idSchema.nullable(),
  })
  .strict()
export type StoredFollowUp = z.infer<typeof storedFollowUpSchema>

export const clientMailSettingRowSchema = z
  .object({
    person_id: idSchema,
    no_automatic_reminders: z.boolean(),
    /** Added with On my way's texts (issue #32): a backup made before has none. */
    no_texts: z.boolean().default(false),
  })
  .strict()

export const followUpsBackupSchema = z.object({
  /** null: never changed (the defaults). */
  settings: followUpSettingsSchema.nullable(),
  clients: z.array(clientMailSettingRowSchema),
  sent: z.array(storedFollowUpSchema),
})
export type FollowUpsBackup = z.infer<typeof followUpsBackupSchema>

export const EMPTY_FOLLOW_UPS_BACKUP: FollowUpsBackup = { settings: null, clients: [], sent: [] }

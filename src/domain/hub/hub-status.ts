// What the person page's "Client hub" card shows (issue #31 section 1), one schema for the route's
// answer and the web client.
import { z } from 'zod'

export const hubStatusSchema = z.object({
  links_sent: z.number().int().min(0),
  last_sent_at: z.number().nullable(),
  last_visit_at: z.number().nullable(),
  revoked: z.boolean(),
})
export type HubStatus = z.infer<typeof hubStatusSchema>

/** A client's revoke and last visit as a backup carries them (links and hub sessions stay behind). */
export const hubAccessRowSchema = z.object({
  person_id: z.uuid(),
  revoked_at: z.number().int().nullable(),
  last_visit_at: z.number().int().nullable(),
})
export type HubAccessRow = z.infer<typeof hubAccessRowSchema>

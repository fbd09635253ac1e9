// Settings > Client hub (issue #31): whether the public request form (/request) takes requests.
import { z } from 'zod'

export const clientHubSettingsSchema = z
  .object({
    request_form_enabled: z.boolean({ message: 'request_form_enabled must be true or false' }),
  })
  .strict()
export type ClientHubSettings = z.infer<typeof clientHubSettingsSchema>

export const DEFAULT_CLIENT_HUB_SETTINGS: ClientHubSettings = { request_form_enabled: true }

/** What the API and the page say when the Owner has turned the form off. */
export const REQUEST_FORM_OFF = 'The request form is not available'

// What first-run setup asks for (issue #20): the business, its Owner's account, whether to load
// the sample data, and the business's time zone (issue #30: the page offers the browser's). One
// schema for the setup page's form and the POST /api/auth/setup route.
import { z } from 'zod'
import { isTimeZone, TIME_ZONE_MESSAGE } from '../settings/branding-defaults'
import { emailSchema } from '../settings/team-user'
import { requiredText, shortText } from '../shared/fields'
import { passwordSchema } from './password'

export const setupInput = z
  .object({
    business_name: shortText('Business name', 80).min(1, 'Business name is required'),
    owner_name: requiredText('Name', 100),
    email: emailSchema,
    password: passwordSchema,
    sample_data: z.boolean({ message: 'Sample data must be true or false' }).default(true),
    /** An IANA name, saved into Branding; without it the business keeps the server's zone. */
    time_zone: z
      .string({ message: TIME_ZONE_MESSAGE })
      .trim()
      .refine(isTimeZone, TIME_ZONE_MESSAGE)
      .optional(),
  })
  .strict()
export type SetupInput = z.input<typeof setupInput>

// What first-run setup asks for (issue #20): the business, its Owner's account, and whether to load
// the sample data. One schema for the setup page's form and the POST /api/auth/setup route.
import { z } from 'zod'
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
  })
  .strict()
export type SetupInput = z.input<typeof setupInput>

// The request form's body and answer as zod schemas, for the API's description (OpenAPI) only: the
// rules themselves are work-request.ts's, which the public page runs too.
import { z } from 'zod'
import { HONEYPOT_FIELD, MAX_REQUEST_PHOTOS, WORK_REQUEST_LIMITS } from './work-request'

const text = (max: number) => z.string().max(max)

export const workRequestBodySchema = z.object({
  name: text(WORK_REQUEST_LIMITS.name).min(1),
  email: z.email().max(WORK_REQUEST_LIMITS.email),
  phone: text(WORK_REQUEST_LIMITS.phone).optional(),
  service: text(WORK_REQUEST_LIMITS.service).min(1),
  address: text(WORK_REQUEST_LIMITS.address).optional(),
  preferred_dates: text(WORK_REQUEST_LIMITS.preferred_dates).optional(),
  notes: text(WORK_REQUEST_LIMITS.notes).optional(),
  photos: z
    .array(z.object({ file_name: z.string().optional(), data_url: z.string() }))
    .max(MAX_REQUEST_PHOTOS)
    .optional(),
  /** Left empty by people (it is hidden from them): a filled one is answered and dropped. */
  [HONEYPOT_FIELD]: z.string().optional(),
})

export const workRequestAnswerSchema = z.object({ received: z.literal(true) })

export const requestFormStatusSchema = z.object({ available: z.literal(true) })

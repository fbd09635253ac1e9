// The schema of an error answer's body (app-error.ts), for the clients that parse one and the API
// document.
import { z } from 'zod'
import { errorCodes, type ErrorBody } from './app-error'

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    details: z
      .object({
        current: z
          .record(z.string(), z.unknown())
          .optional()
          .describe('A refused stale edit: the record as it is now, as a GET answers it'),
        invoice_number: z
          .string()
          .optional()
          .describe('A job or estimate already invoiced: the number of the invoice that bills it'),
        job_id: z.string().optional().describe('A job already invoiced: which one'),
        estimate_id: z.string().optional().describe('An estimate already invoiced: which one'),
      })
      .optional(),
  }),
}) satisfies z.ZodType<ErrorBody>

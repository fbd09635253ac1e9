import { z } from 'zod'

export const planSchema = z.object({
  tier: z.string(),
  used: z.number().int().min(0),
  limit: z.number().int().min(0),
})
export type Plan = z.infer<typeof planSchema>

export const FREE_PLAN: Plan = { tier: 'Free', used: 0, limit: 100 }

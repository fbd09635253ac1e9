// A company's figures (the stat tiles of its page): its sites, its contacts, the jobs done for those
// contacts, and what their paid invoices add up to.
import { z } from 'zod'
import { and, eq, inList, type Condition } from '../shared/condition'
import { companyContactIds, type Company } from './company'

export const companyStatsSchema = z.object({
  sites: z.number().int(),
  contacts: z.number().int(),
  jobs: z.number().int(),
  /** Dollars of the contacts' Paid invoices; left out for a role without billing:read. */
  total_revenue: z.number().optional(),
})
export type CompanyStats = z.infer<typeof companyStatsSchema>

/** The company's jobs: those of any of its contacts; null when it has no contacts. */
export function companyJobsCondition(
  company: Pick<Company, 'primary_contact' | 'contacts'>,
): Condition | null {
  const ids = companyContactIds(company)
  return ids.length > 0 ? inList('client_person_id', ids) : null
}

/** The invoices that count as the company's revenue: its contacts' Paid invoices. */
export function companyRevenueCondition(
  company: Pick<Company, 'primary_contact' | 'contacts'>,
): Condition | null {
  const ids = companyContactIds(company)
  return ids.length > 0 ? and(inList('client_person_id', ids), eq('status', 'Paid')) : null
}

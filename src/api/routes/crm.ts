// CRM routes beyond the generic CRUD: a company's figures, counted where the data lives; the revenue
// only for a role that reads billing (the rest of the figures for every reader of companies).
import { companyContactIds } from '../../domain/crm/company'
import {
  companyJobsCondition,
  companyRevenueCondition,
  companyStatsSchema,
  type CompanyStats,
} from '../../domain/crm/company-stats'
import { getOrThrow, resourceOrThrow } from '../records'
import { idParam, type ApiRoute } from '../route-types'
import { seesField, visibleRecord } from '../visible-fields'

export function crmRoutes(): ApiRoute[] {
  const companies = resourceOrThrow('companies')
  return [
    {
      method: 'GET',
      path: '/api/companies/:id/stats',
      summary:
        "A company's sites, contacts, their jobs and the total of their paid invoices (total_revenue: only for a role with billing:read)",
      tag: 'companies',
      access: 'crm:read',
      responseSchema: companyStatsSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, companies.label)
        const stats = await deps.store.transaction(async (tx): Promise<CompanyStats> => {
          const company = await getOrThrow(tx, 'companies', id)
          const jobs = companyJobsCondition(company)
          const figures = {
            sites: company.sites.length,
            contacts: companyContactIds(company).length,
            jobs: jobs ? await tx.count('jobs', jobs) : 0,
          }
          if (!seesField('company-stats', 'total_revenue', input.grant)) return figures
          const revenue = companyRevenueCondition(company)
          const [paid] = revenue
            ? await tx.aggregate('invoices', { where: revenue, sum: 'amount' })
            : []
          return { ...figures, total_revenue: paid?.sum ?? 0 }
        })
        return { status: 200, body: visibleRecord('company-stats', input.grant, stats) }
      },
    },
  ]
}

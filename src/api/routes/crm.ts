// CRM routes beyond the generic CRUD: a company's figures, counted where the data lives.
import { companyContactIds } from '../../domain/crm/company'
import {
  companyJobsCondition,
  companyRevenueCondition,
  companyStatsSchema,
  type CompanyStats,
} from '../../domain/crm/company-stats'
import { getOrThrow, resourceOrThrow } from '../records'
import { idParam, type ApiRoute } from '../route-types'

export function crmRoutes(): ApiRoute[] {
  const companies = resourceOrThrow('companies')
  return [
    {
      method: 'GET',
      path: '/api/companies/:id/stats',
      summary: "A company's sites, contacts, their jobs and the total of their paid invoices",
      tag: 'companies',
      access: 'crm:read',
      responseSchema: companyStatsSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, companies.label)
        const stats = await deps.store.transaction(async (tx): Promise<CompanyStats> => {
          const company = await getOrThrow(tx, 'companies', id)
          const jobs = companyJobsCondition(company)
          const revenue = companyRevenueCondition(company)
          const [paid] = revenue
            ? await tx.aggregate('invoices', { where: revenue, sum: 'amount' })
            : []
          return {
            sites: company.sites.length,
            contacts: companyContactIds(company).length,
            jobs: jobs ? await tx.count('jobs', jobs) : 0,
            total_revenue: paid?.sum ?? 0,
          }
        })
        return { status: 200, body: stats }
      },
    },
  ]
}

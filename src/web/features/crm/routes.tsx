// The CRM area's screens (persons, companies), each loaded lazily.
import type { RouteObject } from 'react-router'

export const crmRoutes: RouteObject[] = [
  {
    path: 'crm/contacts/persons',
    lazy: () => import('./persons-list-page').then((m) => ({ Component: m.PersonsListPage })),
  },
  {
    path: 'crm/contacts/persons/new',
    lazy: () => import('./person-new-page').then((m) => ({ Component: m.PersonNewPage })),
  },
  {
    path: 'crm/contacts/persons/:id',
    lazy: () => import('./person-detail-page').then((m) => ({ Component: m.PersonDetailPage })),
  },
  {
    path: 'crm/contacts/companies',
    lazy: () => import('./companies-list-page').then((m) => ({ Component: m.CompaniesListPage })),
  },
  {
    path: 'crm/contacts/companies/:id',
    lazy: () => import('./company-detail-page').then((m) => ({ Component: m.CompanyDetailPage })),
  },
]

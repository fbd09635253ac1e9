// The CRM area's screens (persons, companies), each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'

export const crmRoutes: RouteObject[] = [
  {
    path: 'crm/contacts/persons',
    handle: requires('crm:read'),
    lazy: () => import('./persons-list-page').then((m) => ({ Component: m.PersonsListPage })),
  },
  {
    path: 'crm/contacts/persons/new',
    handle: requires('crm:write'),
    lazy: () => import('./person-new-page').then((m) => ({ Component: m.PersonNewPage })),
  },
  {
    path: 'crm/contacts/persons/:id',
    handle: requires('crm:read'),
    lazy: () => import('./person-detail-page').then((m) => ({ Component: m.PersonDetailPage })),
  },
  {
    path: 'crm/contacts/companies',
    handle: requires('crm:read'),
    lazy: () => import('./companies-list-page').then((m) => ({ Component: m.CompaniesListPage })),
  },
  {
    path: 'crm/contacts/companies/:id',
    handle: requires('crm:read'),
    lazy: () => import('./company-detail-page').then((m) => ({ Component: m.CompanyDetailPage })),
  },
]

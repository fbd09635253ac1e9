// The CRM area's screens (persons, companies), each loaded lazily.
import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page'

export const crmRoutes: RouteObject[] = [
  lazyPage('crm/contacts/persons', () => import('./persons-list-page'), 'PersonsListPage'),
  lazyPage('crm/contacts/persons/new', () => import('./person-new-page'), 'PersonNewPage'),
  lazyPage('crm/contacts/persons/:id', () => import('./person-detail-page'), 'PersonDetailPage'),
  lazyPage('crm/contacts/companies', () => import('./companies-list-page'), 'CompaniesListPage'),
  lazyPage(
    'crm/contacts/companies/:id',
    () => import('./company-detail-page'),
    'CompanyDetailPage',
  ),
]

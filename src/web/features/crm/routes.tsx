// The CRM area's screens (persons, companies), each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { lazyPage } from '../../lib/lazy-page'

export const crmRoutes: RouteObject[] = [
  lazyPage(
    'crm/contacts/persons',
    () => import('./persons-list-page'),
    'PersonsListPage',
    requires('crm:read', { everywhere: true }),
  ),
  lazyPage(
    'crm/contacts/persons/new',
    () => import('./person-new-page'),
    'PersonNewPage',
    requires('crm:write'),
  ),
  lazyPage(
    'crm/contacts/persons/:id',
    () => import('./person-detail-page'),
    'PersonDetailPage',
    requires('crm:read', { everywhere: true }),
  ),
  lazyPage(
    'crm/contacts/companies',
    () => import('./companies-list-page'),
    'CompaniesListPage',
    requires('crm:read', { everywhere: true }),
  ),
  lazyPage(
    'crm/contacts/companies/:id',
    () => import('./company-detail-page'),
    'CompanyDetailPage',
    requires('crm:read', { everywhere: true }),
  ),
]

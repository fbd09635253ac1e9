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
]

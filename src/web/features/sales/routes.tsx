// The Sales area's screens (leads, estimates), each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'

export const salesRoutes: RouteObject[] = [
  {
    path: 'sales/leads',
    handle: requires('sales:read'),
    lazy: () => import('./leads-list-page').then((m) => ({ Component: m.LeadsListPage })),
  },
  {
    path: 'sales/leads/new',
    handle: requires('sales:write'),
    lazy: () => import('./lead-new-page').then((m) => ({ Component: m.LeadNewPage })),
  },
  {
    path: 'sales/leads/:id',
    handle: requires('sales:read'),
    lazy: () => import('./lead-detail-page').then((m) => ({ Component: m.LeadDetailPage })),
  },
  {
    path: 'sales/estimates',
    handle: requires('sales:read'),
    lazy: () => import('./estimates-list-page').then((m) => ({ Component: m.EstimatesListPage })),
  },
  {
    path: 'sales/estimates/new',
    handle: requires('sales:write'),
    lazy: () => import('./estimate-new-page').then((m) => ({ Component: m.EstimateNewPage })),
  },
  {
    path: 'sales/estimates/:id/edit',
    handle: requires('sales:write'),
    lazy: () => import('./estimate-edit-page').then((m) => ({ Component: m.EstimateEditPage })),
  },
  {
    path: 'sales/estimates/:id',
    handle: requires('sales:read'),
    lazy: () => import('./estimate-detail-page').then((m) => ({ Component: m.EstimateDetailPage })),
  },
]

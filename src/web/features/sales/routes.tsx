// The Sales area's screens (leads, estimates), each loaded lazily.
import type { RouteObject } from 'react-router'

export const salesRoutes: RouteObject[] = [
  {
    path: 'sales/leads',
    lazy: () => import('./leads-list-page').then((m) => ({ Component: m.LeadsListPage })),
  },
  {
    path: 'sales/leads/new',
    lazy: () => import('./lead-new-page').then((m) => ({ Component: m.LeadNewPage })),
  },
  {
    path: 'sales/leads/:id',
    lazy: () => import('./lead-detail-page').then((m) => ({ Component: m.LeadDetailPage })),
  },
  {
    path: 'sales/estimates',
    lazy: () => import('./estimates-list-page').then((m) => ({ Component: m.EstimatesListPage })),
  },
  {
    path: 'sales/estimates/new',
    lazy: () => import('./estimate-new-page').then((m) => ({ Component: m.EstimateNewPage })),
  },
  {
    path: 'sales/estimates/:id/edit',
    lazy: () => import('./estimate-edit-page').then((m) => ({ Component: m.EstimateEditPage })),
  },
  {
    path: 'sales/estimates/:id',
    lazy: () => import('./estimate-detail-page').then((m) => ({ Component: m.EstimateDetailPage })),
  },
]

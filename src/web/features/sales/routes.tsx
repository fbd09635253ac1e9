// The Sales area's screens (leads, estimates), each loaded lazily.
import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page'

export const salesRoutes: RouteObject[] = [
  lazyPage('sales/leads', () => import('./leads-list-page'), 'LeadsListPage'),
  lazyPage('sales/leads/new', () => import('./lead-new-page'), 'LeadNewPage'),
  lazyPage('sales/leads/:id', () => import('./lead-detail-page'), 'LeadDetailPage'),
  lazyPage('sales/estimates', () => import('./estimates-list-page'), 'EstimatesListPage'),
  lazyPage('sales/estimates/new', () => import('./estimate-new-page'), 'EstimateNewPage'),
  lazyPage('sales/estimates/:id/edit', () => import('./estimate-edit-page'), 'EstimateEditPage'),
  lazyPage('sales/estimates/:id', () => import('./estimate-detail-page'), 'EstimateDetailPage'),
]

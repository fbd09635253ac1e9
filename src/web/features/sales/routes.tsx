// The Sales area's screens (leads, estimates), each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { lazyPage } from '../../lib/lazy-page'

export const salesRoutes: RouteObject[] = [
  lazyPage(
    'sales/leads',
    () => import('./leads-list-page'),
    'LeadsListPage',
    requires('sales:read'),
  ),
  lazyPage(
    'sales/leads/new',
    () => import('./lead-new-page'),
    'LeadNewPage',
    requires('sales:write'),
  ),
  lazyPage(
    'sales/leads/:id',
    () => import('./lead-detail-page'),
    'LeadDetailPage',
    requires('sales:read'),
  ),
  lazyPage(
    'sales/estimates',
    () => import('./estimates-list-page'),
    'EstimatesListPage',
    requires('sales:read'),
  ),
  lazyPage(
    'sales/estimates/new',
    () => import('./estimate-new-page'),
    'EstimateNewPage',
    requires('sales:write'),
  ),
  lazyPage(
    'sales/estimates/:id/edit',
    () => import('./estimate-edit-page'),
    'EstimateEditPage',
    requires('sales:write'),
  ),
  lazyPage(
    'sales/estimates/:id',
    () => import('./estimate-detail-page'),
    'EstimateDetailPage',
    requires('sales:read'),
  ),
]

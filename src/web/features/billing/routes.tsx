// The Billing area's screens (invoices, payments), each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { lazyPage } from '../../lib/lazy-page'

export const billingRoutes: RouteObject[] = [
  lazyPage(
    'billing/invoices',
    () => import('./invoices-list-page'),
    'InvoicesListPage',
    requires('billing:read'),
  ),
  lazyPage(
    'billing/invoices/new',
    () => import('./invoice-new-page'),
    'InvoiceNewPage',
    requires('billing:write'),
  ),
  lazyPage(
    'billing/invoices/batch',
    () => import('./invoice-batch-page'),
    'InvoiceBatchPage',
    requires('billing:write'),
  ),
  lazyPage(
    'billing/invoices/:id',
    () => import('./invoice-detail-page'),
    'InvoiceDetailPage',
    requires('billing:read'),
  ),
  lazyPage(
    'billing/payments',
    () => import('./payments-page'),
    'PaymentsPage',
    requires('billing:read'),
  ),
]

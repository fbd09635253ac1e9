// The Billing area's screens (invoices, payments), each loaded lazily.
import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page'

export const billingRoutes: RouteObject[] = [
  lazyPage('billing/invoices', () => import('./invoices-list-page'), 'InvoicesListPage'),
  lazyPage('billing/invoices/new', () => import('./invoice-new-page'), 'InvoiceNewPage'),
  lazyPage('billing/invoices/:id', () => import('./invoice-detail-page'), 'InvoiceDetailPage'),
  lazyPage('billing/payments', () => import('./payments-page'), 'PaymentsPage'),
]

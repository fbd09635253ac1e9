// The Billing area's screens (invoices, payments), each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'

export const billingRoutes: RouteObject[] = [
  {
    path: 'billing/invoices',
    handle: requires('billing:read'),
    lazy: () => import('./invoices-list-page').then((m) => ({ Component: m.InvoicesListPage })),
  },
  {
    path: 'billing/invoices/new',
    handle: requires('billing:write'),
    lazy: () => import('./invoice-new-page').then((m) => ({ Component: m.InvoiceNewPage })),
  },
  {
    path: 'billing/invoices/:id',
    handle: requires('billing:read'),
    lazy: () => import('./invoice-detail-page').then((m) => ({ Component: m.InvoiceDetailPage })),
  },
  {
    path: 'billing/payments',
    handle: requires('billing:read'),
    lazy: () => import('./payments-page').then((m) => ({ Component: m.PaymentsPage })),
  },
]

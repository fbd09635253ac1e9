// The Billing area's screens (invoices, payments), each loaded lazily.
import type { RouteObject } from 'react-router'

export const billingRoutes: RouteObject[] = [
  {
    path: 'billing/invoices',
    lazy: () => import('./invoices-list-page').then((m) => ({ Component: m.InvoicesListPage })),
  },
  {
    path: 'billing/invoices/new',
    lazy: () => import('./invoice-new-page').then((m) => ({ Component: m.InvoiceNewPage })),
  },
  {
    path: 'billing/invoices/:id',
    lazy: () => import('./invoice-detail-page').then((m) => ({ Component: m.InvoiceDetailPage })),
  },
  {
    path: 'billing/payments',
    lazy: () => import('./payments-page').then((m) => ({ Component: m.PaymentsPage })),
  },
]

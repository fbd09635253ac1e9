// The Support area: the knowledge base and the ticket form, each loaded lazily.
import type { RouteObject } from 'react-router'

export const supportRoutes: RouteObject[] = [
  {
    path: 'support/kb',
    lazy: () => import('./knowledge-base-page').then((m) => ({ Component: m.KnowledgeBasePage })),
  },
  {
    path: 'support/tickets',
    lazy: () => import('./tickets-page').then((m) => ({ Component: m.TicketsPage })),
  },
]

// The Support area: the knowledge base and the ticket form, each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'

export const supportRoutes: RouteObject[] = [
  {
    path: 'support/kb',
    handle: requires('support:use'),
    lazy: () => import('./knowledge-base-page').then((m) => ({ Component: m.KnowledgeBasePage })),
  },
  {
    path: 'support/tickets',
    handle: requires('support:use'),
    lazy: () => import('./tickets-page').then((m) => ({ Component: m.TicketsPage })),
  },
]

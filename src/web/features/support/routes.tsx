// The Support area: the knowledge base and the ticket form, each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { lazyPage } from '../../lib/lazy-page'

export const supportRoutes: RouteObject[] = [
  lazyPage(
    'support/kb',
    () => import('./knowledge-base-page'),
    'KnowledgeBasePage',
    requires('support:use'),
  ),
  lazyPage(
    'support/tickets',
    () => import('./tickets-page'),
    'TicketsPage',
    requires('support:use'),
  ),
]

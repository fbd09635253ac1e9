// The Messages area's screens: the messages list, the inbox and team chat, each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { lazyPage } from '../../lib/lazy-page'

export const messagesRoutes: RouteObject[] = [
  lazyPage('messages', () => import('./messages-page'), 'MessagesPage', requires('messages:read')),
  lazyPage('messages/inbox', () => import('./inbox-page'), 'InboxPage', requires('messages:read')),
  lazyPage(
    'messages/team',
    () => import('./team-chat-page'),
    'TeamChatPage',
    requires('messages:read'),
  ),
]

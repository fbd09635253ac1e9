// The Messages area's screens: the messages list, the inbox and team chat, each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'

export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    handle: requires('messages:read'),
    lazy: () => import('./messages-page').then((m) => ({ Component: m.MessagesPage })),
  },
  {
    path: 'messages/inbox',
    handle: requires('messages:read'),
    lazy: () => import('./inbox-page').then((m) => ({ Component: m.InboxPage })),
  },
  {
    path: 'messages/team',
    handle: requires('messages:read'),
    lazy: () => import('./team-chat-page').then((m) => ({ Component: m.TeamChatPage })),
  },
]

// The Messages area's screens: the messages list, the inbox and team chat, each loaded lazily.
import type { RouteObject } from 'react-router'

export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: () => import('./messages-page').then((m) => ({ Component: m.MessagesPage })),
  },
  {
    path: 'messages/inbox',
    lazy: () => import('./inbox-page').then((m) => ({ Component: m.InboxPage })),
  },
  {
    path: 'messages/team',
    lazy: () => import('./team-chat-page').then((m) => ({ Component: m.TeamChatPage })),
  },
]

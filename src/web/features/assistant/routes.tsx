// The AI screen; the assistant's other parts are overlays mounted once in the app layout.
import type { RouteObject } from 'react-router'

export const assistantRoutes: RouteObject[] = [
  { path: 'ai', lazy: () => import('./ai-page').then((m) => ({ Component: m.AiPage })) },
]

// The AI screen; the assistant's other parts are overlays mounted once in the app layout.
import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page'

export const assistantRoutes: RouteObject[] = [lazyPage('ai', () => import('./ai-page'), 'AiPage')]

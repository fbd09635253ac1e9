import { createBrowserRouter, RouterProvider } from 'react-router'
import { routes } from './routes'

export function createAppRouter() {
  return createBrowserRouter(routes)
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />
}

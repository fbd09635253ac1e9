// The client pages by path: a handful, so no router library (its size would count against the
// page's budget).
import { RequestPage } from './request/request-page'

export function ClientApp({ path }: { path: string }) {
  const page = path.replace(/\/+$/, '') || '/'
  if (page === '/request') return <RequestPage />
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-xl font-semibold">Page not found</h1>
    </main>
  )
}

// The client pages by path: a handful, so no router library (its size would count against the
// page's budget). Each page is a chunk of its own, loaded by its path: the public /request page does
// not carry the hub's code, nor the hub's pages one another's (the 80 KB budget, decision 048).
// Links between them are plain links (full page loads).
import { lazy, Suspense } from 'react'
import { paymentReturnOf } from './hub/payment-return'

const RequestPage = lazy(() =>
  import('./request/request-page').then((m) => ({ default: m.RequestPage })),
)
const HubHomePage = lazy(() =>
  import('./hub/hub-home-page').then((m) => ({ default: m.HubHomePage })),
)
const HubExpiredPage = lazy(() =>
  import('./hub/hub-expired-page').then((m) => ({ default: m.HubExpiredPage })),
)
const HubRequestWorkPage = lazy(() =>
  import('./hub/hub-request-work-page').then((m) => ({ default: m.HubRequestWorkPage })),
)
const EstimatePage = lazy(() =>
  import('./hub/estimate-page').then((m) => ({ default: m.EstimatePage })),
)
const InvoicePage = lazy(() =>
  import('./hub/invoice-page').then((m) => ({ default: m.InvoicePage })),
)

const ESTIMATE = /^\/hub\/estimates\/([^/]+)$/
const INVOICE = /^\/hub\/invoices\/([^/]+)$/

/** A path segment as typed; a malformed escape stays as it is (the API then answers 404). */
const segment = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function pageFor(path: string, search: string) {
  const page = path.replace(/\/+$/, '') || '/'
  if (page === '/request') return <RequestPage />
  if (page === '/hub') return <HubHomePage />
  if (page === '/hub/expired') return <HubExpiredPage search={search} />
  if (page === '/hub/request-work') return <HubRequestWorkPage />
  const estimate = ESTIMATE.exec(page)?.[1]
  if (estimate) return <EstimatePage id={segment(estimate)} />
  const invoice = INVOICE.exec(page)?.[1]
  if (invoice) return <InvoicePage id={segment(invoice)} payment={paymentReturnOf(search)} />
  return null
}

export function ClientApp({ path, search = '' }: { path: string; search?: string }) {
  const page = pageFor(path, search)
  if (!page)
    return (
      <main className="mx-auto max-w-xl p-6">
        <h1 className="text-xl font-semibold">Page not found</h1>
      </main>
    )
  return <Suspense fallback={null}>{page}</Suspense>
}

// /request (issue #31 section 2): the public "Request work" page, linkable from the business's own
// website. Shows the business's name and colour, then the form, its thank-you, or that it is closed.
import { useEffect, useState } from 'react'
import { applyBrandColor } from '../../web/lib/brand-colors'
import { fetchBranding, fetchRequestFormOpen, type PublicBranding } from '../lib/client-api'
import { RequestForm } from './request-form'
import { ThankYou } from './thank-you'

type PageState = 'loading' | 'open' | 'closed' | 'sent'

export function RequestPage() {
  const [branding, setBranding] = useState<PublicBranding | null>(null)
  const [state, setState] = useState<PageState>('loading')

  useEffect(() => {
    let isCurrent = true
    void Promise.all([fetchBranding(), fetchRequestFormOpen()]).then(([found, isOpen]) => {
      if (!isCurrent) return
      setBranding(found)
      setState(isOpen ? 'open' : 'closed')
      applyBrandColor(found.brand_color)
      document.title = `Request work · ${found.business_name}`
    })
    return () => {
      isCurrent = false
    }
  }, [])

  return (
    <div className="min-h-dvh">
      <header className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-xl px-4 py-4">
          <p className="text-lg font-semibold">{branding?.business_name ?? '\u00a0'}</p>
        </div>
      </header>
      <main className="mx-auto max-w-xl px-4 py-6">
        {state === 'loading' && (
          <p role="status" className="text-muted-foreground">
            Loading…
          </p>
        )}
        {state === 'closed' && <Closed />}
        {state === 'open' && (
          <RequestForm onSent={() => setState('sent')} onClosed={() => setState('closed')} />
        )}
        {state === 'sent' && <ThankYou businessName={branding?.business_name ?? ''} />}
      </main>
    </div>
  )
}

function Closed() {
  return (
    <section aria-labelledby="closed-title" className="flex flex-col gap-2">
      <h1 id="closed-title" className="text-2xl font-semibold">
        Request work
      </h1>
      <p>The request form is not available at the moment. Please call or e-mail us instead.</p>
    </section>
  )
}

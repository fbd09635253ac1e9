// /hub/expired (issue #31 section 1, decision 045): where an expired or revoked hub link lands, with
// the link's reference (?ref=) and never its token. "Send me a new link" asks for a fresh link,
// e-mailed only to the address on file; the answer's message says what happens next.
import { useEffect, useState } from 'react'
import { applyBrandColor } from '../../web/lib/brand-colors'
import { fetchBranding } from '../lib/client-api'
import { hubPost } from '../lib/hub-fetch'
import { Button } from '../ui/controls'
import { HubHeader } from './hub-header'

export function HubExpiredPage({ search }: { search: string }) {
  const [businessName, setBusinessName] = useState<string | null>(null)
  const [said, setSaid] = useState('')
  const [isBusy, setIsBusy] = useState(false)
  const [isSent, setIsSent] = useState(false)

  useEffect(() => {
    document.title = 'This link has expired'
    let isCurrent = true
    void fetchBranding().then((branding) => {
      if (!isCurrent) return
      setBusinessName(branding.business_name)
      applyBrandColor(branding.brand_color)
      document.title = `This link has expired · ${branding.business_name}`
    })
    return () => {
      isCurrent = false
    }
  }, [])

  async function ask() {
    setIsBusy(true)
    setSaid('')
    const ref = new URLSearchParams(search).get('ref') ?? ''
    const answer = await hubPost<{ message?: string }>('/api/hub/new-link', { ref })
    setIsBusy(false)
    if (answer.ok) {
      setIsSent(true)
      setSaid(answer.body?.message ?? 'If we can, we have e-mailed you a new link.')
    } else setSaid(answer.status === 0 ? answer.message : 'That did not work. Please try again.')
  }

  return (
    <div className="min-h-dvh">
      <HubHeader businessName={businessName} />
      <main className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold">This link has expired</h1>
        <p>
          Links to your client hub work for a limited time. We can e-mail a new one to the address
          we have on file for you.
        </p>
        <Button
          type="button"
          className="h-11"
          disabled={isBusy || isSent}
          onClick={() => void ask()}
        >
          {isBusy ? 'Sending…' : 'Send me a new link'}
        </Button>
        <p role="status" aria-live="polite">
          {said}
        </p>
      </main>
    </div>
  )
}

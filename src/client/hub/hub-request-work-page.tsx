// /hub/request-work (issue #31 section 2): the public request form in its hub mode: the signed-in
// client asks for more work without typing who they are (the hub uses their own record).
import { useState } from 'react'
import { HubPage } from './hub-page'
import { RequestForm } from '../request/request-form'
import { ThankYou } from '../request/thank-you'

const ready = async () => ({ ok: true as const, body: null })

export function HubRequestWorkPage() {
  const [state, setState] = useState<'open' | 'closed' | 'sent'>('open')
  return (
    <HubPage load={ready} titleOf={() => 'Request work'} isDetail>
      {({ me, expire }) => (
        <>
          {state === 'open' && (
            <RequestForm
              mode="hub"
              onSent={() => setState('sent')}
              onClosed={() => setState('closed')}
              onExpired={expire}
            />
          )}
          {state === 'closed' && (
            <section aria-labelledby="closed-title" className="flex flex-col gap-2">
              <h1 id="closed-title" className="text-2xl font-semibold">
                Request work
              </h1>
              <p>
                Requests cannot be sent from the hub at the moment. Please call or e-mail{' '}
                {me.business.name} instead.
              </p>
            </section>
          )}
          {state === 'sent' && <ThankYou businessName={me.business.name} />}
        </>
      )}
    </HubPage>
  )
}

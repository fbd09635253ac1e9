// /hub/estimates/:id (issue #31 section 2): the estimate as its PDF shows it, the PDF itself, and
// while it waits for the client: "Approve estimate" (a typed name and "I agree") or "Request
// changes". A 409 (the office changed it meanwhile) says so, with a button to read it again.
import { useState } from 'react'
import type { HubEstimate } from '../../domain/hub/hub-api'
import { hubGet, type HubFailure } from '../lib/hub-fetch'
import { day } from '../lib/hub-format'
import { Button } from '../ui/controls'
import { ApproveEstimateForm } from './approve-estimate-form'
import { DocumentLines, DocumentTotals } from './document-lines'
import { DownloadPdf } from './download-pdf'
import { HubPage, type HubPageProps } from './hub-page'
import { RequestChangesForm } from './request-changes-form'

export function EstimatePage({ id }: { id: string }) {
  return (
    <HubPage
      load={() => hubGet<HubEstimate>(`/api/hub/estimates/${encodeURIComponent(id)}`)}
      titleOf={(estimate) => estimate.number}
      isDetail
    >
      {(props) => <EstimateView {...props} />}
    </HubPage>
  )
}

function EstimateView({ me, data: estimate, setData, reload, expire }: HubPageProps<HubEstimate>) {
  const [said, setSaid] = useState('')
  const [conflict, setConflict] = useState<string | null>(null)
  const zone = me.business.time_zone

  const answered = (thanks: string) => (answer: { ok: true; body: HubEstimate } | HubFailure) => {
    if (answer.ok) {
      setConflict(null)
      setData(answer.body)
      setSaid(thanks)
    } else if (answer.status === 401) expire()
    else setConflict(answer.message)
  }

  return (
    <article aria-labelledby="estimate-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id="estimate-title" className="text-2xl font-semibold">
          {estimate.number}
        </h1>
        <p className="text-muted-foreground">Issued {day(estimate.issued_at, zone)}</p>
        {estimate.approval && (
          <p className="font-medium">
            Approved by {estimate.approval.name} on {day(estimate.approval.approved_at, zone)}
          </p>
        )}
      </div>

      <p role="status" aria-live="polite" className="empty:hidden font-medium">
        {said}
      </p>
      {conflict && (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-md border border-destructive p-4"
        >
          <p className="text-destructive">{conflict}</p>
          <Button type="button" variant="outline" className="h-11" onClick={reload}>
            Reload the estimate
          </Button>
        </div>
      )}

      <section aria-label="Lines and totals" className="flex flex-col gap-4">
        <DocumentLines lines={estimate.lines} />
        <DocumentTotals figures={estimate} />
      </section>

      {estimate.notes.trim() !== '' && (
        <section aria-labelledby="notes-title" className="flex flex-col gap-1">
          <h2 id="notes-title" className="text-lg font-semibold">
            Notes
          </h2>
          <p className="whitespace-pre-line">{estimate.notes}</p>
        </section>
      )}

      <DownloadPdf href={estimate.pdf_url} />

      {estimate.can_respond && !conflict && (
        <div className="flex flex-col gap-4">
          <ApproveEstimateForm
            estimate={estimate}
            onAnswer={answered('Thank you: the estimate is approved.')}
          />
          <RequestChangesForm
            estimate={estimate}
            onAnswer={answered(
              'Thank you: we have your request for changes and will send you an updated estimate.',
            )}
          />
        </div>
      )}
    </article>
  )
}

// "Request changes" on an estimate: a disclosure with a message for the office; the estimate goes
// back to them (the API answers it, no longer open to approve).
import { useId, useState, type FormEvent } from 'react'
import type { HubEstimate, HubRequestChangesBody } from '../../domain/hub/hub-api'
import { CHANGES_MESSAGE_MAX, changeRequestError } from '../../domain/hub/hub-approval'
import { hubPost, type HubFailure } from '../lib/hub-fetch'
import { Button, describedBy, Field, TextArea } from '../ui/controls'

export function RequestChangesForm({
  estimate,
  onAnswer,
}: {
  estimate: HubEstimate
  onAnswer: (answer: { ok: true; body: HubEstimate } | HubFailure) => void
}) {
  const id = useId()
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isBusy, setIsBusy] = useState(false)
  const messageId = `${id}-message`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = changeRequestError(message)
    setError(found ?? undefined)
    if (found) {
      document.getElementById(messageId)?.focus()
      return
    }
    setIsBusy(true)
    const body: HubRequestChangesBody = { version: estimate.version, message: message.trim() }
    const answer = await hubPost<HubEstimate>(
      `/api/hub/estimates/${estimate.id}/request-changes`,
      body,
    )
    setIsBusy(false)
    if (answer.ok || answer.status === 401 || answer.status === 409) return onAnswer(answer)
    setError(answer.fields.message ?? answer.message)
  }

  return (
    <details className="rounded-lg border bg-card">
      <summary className="flex min-h-11 cursor-pointer items-center rounded-lg px-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
        Request changes
      </summary>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-4 pb-4">
        <Field id={messageId} label="What should we change?" error={error}>
          <TextArea
            id={messageId}
            name="message"
            rows={4}
            maxLength={CHANGES_MESSAGE_MAX}
            value={message}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(messageId, false, error)}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" className="h-11 sm:w-auto" disabled={isBusy}>
          {isBusy ? 'Sending…' : 'Send request'}
        </Button>
      </form>
    </details>
  )
}

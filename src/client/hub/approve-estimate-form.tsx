// "Approve estimate": the client types their full name (the signature) and ticks "I agree"; sent
// with the estimate's version, so an estimate the office changed since is refused (409) and shown
// again. Checked here with the API's own words (domain/hub/hub-approval.ts).
import { useId, useState, type FormEvent } from 'react'
import type { HubApproveBody, HubEstimate } from '../../domain/hub/hub-api'
import { approvalErrors } from '../../domain/hub/hub-approval'
import { hubPost, type HubFailure } from '../lib/hub-fetch'
import { money } from '../lib/hub-format'
import { Button, describedBy, Field, TextInput } from '../ui/controls'

export function ApproveEstimateForm({
  estimate,
  onAnswer,
}: {
  estimate: HubEstimate
  /** The approved estimate, or why it was refused (401 and 409 are the page's to show). */
  onAnswer: (answer: { ok: true; body: HubEstimate } | HubFailure) => void
}) {
  const id = useId()
  const [name, setName] = useState('')
  const [agree, setAgree] = useState(false)
  const [errors, setErrors] = useState<{ name?: string; agree?: string }>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const nameId = `${id}-name`
  const agreeId = `${id}-agree`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    const found = approvalErrors({ name, agree })
    setErrors(found)
    if (found.name || found.agree) {
      document.getElementById(found.name ? nameId : agreeId)?.focus()
      return
    }
    setIsBusy(true)
    const body: HubApproveBody = { version: estimate.version, name: name.trim(), agree: true }
    const answer = await hubPost<HubEstimate>(`/api/hub/estimates/${estimate.id}/approve`, body)
    setIsBusy(false)
    if (answer.ok || answer.status === 401 || answer.status === 409) return onAnswer(answer)
    setErrors({ name: answer.fields.name, agree: answer.fields.agree })
    setProblem(answer.message)
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border bg-card p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Approve this estimate
      </h2>
      {problem && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
          {problem}
        </p>
      )}
      <Field
        id={nameId}
        label="Your full name"
        hint="Typing your name is your signature."
        error={errors.name}
      >
        <TextInput
          id={nameId}
          name="name"
          autoComplete="name"
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(nameId, true, errors.name)}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <div className="flex flex-col gap-1">
        <label htmlFor={agreeId} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={agreeId}
            type="checkbox"
            checked={agree}
            className="size-5 shrink-0 accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={describedBy(agreeId, false, errors.agree)}
            onChange={(e) => setAgree(e.target.checked)}
          />
          <span>I agree to this estimate and its total of {money(estimate.total_cents)}</span>
        </label>
        {errors.agree && (
          <p id={`${agreeId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {errors.agree}
          </p>
        )}
      </div>
      <Button type="submit" className="h-12 w-full text-base sm:w-auto" disabled={isBusy}>
        {isBusy ? 'Sending…' : 'Approve estimate'}
      </Button>
    </form>
  )
}

// The e-mail a document goes out with, shown before it is sent (issue #30 section 3): To, Subject
// and Message filled from the kind's template for this record, all editable, and the PDF named as
// the attachment. Send to Client, Send Invoice and Send Reminder share it.
import { Paperclip } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Skeleton } from './ui/skeleton'
import { FormDialogBody, FreshFormDialog } from './form-dialog'
import { Field, FieldError, FieldLabel } from './ui/field'
import { Input } from './ui/input'
import { Textarea } from './ui/textarea'
import type { OverlayProps } from './overlay-props'
import { isApiError } from '../data/api-error'
import { toastError } from '../lib/toast'
import {
  useMailPreview,
  type MailPreview,
  type SendKind,
  type SendMailBody,
} from '../data/send-mail'

export type SendMailDialogProps = OverlayProps & {
  kind: SendKind
  recordId: string
  title: string
  submitLabel: string
  isSending: boolean
  /** Sends; resolves when done (the dialog closes), rejects with the API's error (it stays open). */
  onSend: (body: SendMailBody) => Promise<unknown>
}

export function SendMailDialog({
  kind,
  recordId,
  title,
  submitLabel,
  isSending,
  onSend,
  ...dialog
}: SendMailDialogProps) {
  const preview = useMailPreview(kind, recordId, dialog.open)
  return (
    <FreshFormDialog {...dialog} className="sm:max-w-xl">
      {(close) =>
        preview.data ? (
          <SendMailForm
            preview={preview.data}
            title={title}
            submitLabel={submitLabel}
            isSending={isSending}
            onSend={onSend}
            onDone={close}
          />
        ) : preview.isError ? (
          <div className="grid gap-3">
            <p className="font-medium">{title}</p>
            <p role="alert" className="text-sm text-destructive">
              {preview.error.message}
            </p>
          </div>
        ) : (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading the e-mail">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )
      }
    </FreshFormDialog>
  )
}

type Errors = Partial<Record<'to' | 'subject' | 'message', string>>

function SendMailForm({
  preview,
  title,
  submitLabel,
  isSending,
  onSend,
  onDone,
}: {
  preview: MailPreview
  title: string
  submitLabel: string
  isSending: boolean
  onSend: (body: SendMailBody) => Promise<unknown>
  onDone: () => void
}) {
  const [to, setTo] = useState(preview.to)
  const [subject, setSubject] = useState(preview.subject)
  const [message, setMessage] = useState(preview.message)
  const [errors, setErrors] = useState<Errors>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const next: Errors = {}
    if (!to.trim()) next.to = 'The client has no email address.'
    if (!subject.trim()) next.subject = 'Subject is required'
    if (!message.trim()) next.message = 'Message is required'
    setErrors(next)
    if (Object.keys(next).length > 0) {
      toastError('Error', Object.values(next)[0])
      return
    }
    onSend({ to: to.trim(), subject, message }).then(onDone, (error: unknown) => {
      const fields = isApiError(error) ? error.fields : undefined
      setErrors({ to: fields?.to, subject: fields?.subject, message: fields?.message })
      toastError('Error', error instanceof Error ? error.message : String(error))
    })
  }

  return (
    <FormDialogBody
      title={title}
      description={
        preview.can_send
          ? 'Check the e-mail, change it if you like, and send it.'
          : 'The browser-only demo sends no e-mail.'
      }
      formLabel={title}
      submitLabel={submitLabel}
      isSaving={isSending}
      onCancel={onDone}
      onSubmit={submit}
    >
      <Field invalid={!!errors.to}>
        <FieldLabel htmlFor="send-mail-to">To</FieldLabel>
        <Input
          id="send-mail-to"
          type="email"
          autoComplete="off"
          value={to}
          aria-invalid={!!errors.to}
          aria-describedby={errors.to ? 'send-mail-to-error' : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
        <FieldError id="send-mail-to-error">{errors.to}</FieldError>
      </Field>
      <Field invalid={!!errors.subject}>
        <FieldLabel htmlFor="send-mail-subject">Subject</FieldLabel>
        <Input
          id="send-mail-subject"
          value={subject}
          aria-invalid={!!errors.subject}
          aria-describedby={errors.subject ? 'send-mail-subject-error' : undefined}
          onChange={(e) => setSubject(e.target.value)}
        />
        <FieldError id="send-mail-subject-error">{errors.subject}</FieldError>
      </Field>
      <Field invalid={!!errors.message}>
        <FieldLabel htmlFor="send-mail-message">Message</FieldLabel>
        <Textarea
          id="send-mail-message"
          rows={8}
          className="max-h-[40vh]"
          value={message}
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? 'send-mail-message-error' : undefined}
          onChange={(e) => setMessage(e.target.value)}
        />
        <FieldError id="send-mail-message-error">{errors.message}</FieldError>
      </Field>
      <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
        <Paperclip aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Attachment: </span>
        <span className="truncate" data-testid="send-mail-attachment">
          {preview.attachment}
        </span>
      </p>
    </FormDialogBody>
  )
}

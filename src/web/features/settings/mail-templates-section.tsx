// Settings > Notifications, e-mail templates (issue #30 section 5, server mode): pick a kind, edit
// its subject and message with placeholder chips, save (Owner; the Office reads) or reset to the
// default, and see the e-mail as the server renders it, at phone or desktop width.
import { zodResolver } from '@hookform/resolvers/zod'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { LoaderCircle, Monitor, Smartphone } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { MailKind } from '../../../domain/mail/mail-kinds'
import {
  mailTemplateInput,
  type MailTemplateText,
  type MailTemplateView,
} from '../../../domain/mail/mail-template'
import { FormField } from '../../components/form-field'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Select } from '../../components/ui/select'
import { Skeleton } from '../../components/ui/skeleton'
import { Textarea } from '../../components/ui/textarea'
import { useCan } from '../../lib/access'
import { cn } from '../../lib/cn'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import {
  mailTemplateQueries,
  useResetMailTemplate,
  useSaveMailTemplate,
} from './mail-templates-api'

const FIELD_NAMES = ['subject', 'message'] as const
type TextField = (typeof FIELD_NAMES)[number]

/** How long typing pauses before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 400

export const templateSaved = (label: string) => ({
  title: 'Template saved',
  description: `The ${label.toLowerCase()} e-mail uses your text from now on`,
})
export const templateReset = (label: string) => ({
  title: 'Template reset',
  description: `The ${label.toLowerCase()} e-mail uses the default text again`,
})

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

export function MailTemplatesSection() {
  const templates = useQuery(mailTemplateQueries.list())
  const [kind, setKind] = useState<MailKind>('estimate')
  const current = templates.data?.find((view) => view.kind === kind)
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>E-mail templates</h2>
        </CardTitle>
        <CardDescription>
          The subject and message of each e-mail the business sends. Placeholders such as{' '}
          <code>{'{client_name}'}</code> are filled in when it is sent; the layout, your colours and
          the button for <code>{'{link}'}</code> are added around your text.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {templates.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : templates.isError ? (
          <QueryError error={templates.error} onRetry={() => void templates.refetch()} />
        ) : (
          <>
            <div className="flex max-w-sm flex-col gap-2">
              <Label htmlFor="mail-template-kind">E-mail</Label>
              <Select
                id="mail-template-kind"
                value={kind}
                onChange={(event) => setKind(event.currentTarget.value as MailKind)}
              >
                {templates.data.map((view) => (
                  <option key={view.kind} value={view.kind}>
                    {view.label}
                    {view.is_customised ? ' (edited)' : ''}
                  </option>
                ))}
              </Select>
            </div>
            {current ? (
              <TemplateEditor key={`${kind}-${current.updated_at}`} view={current} />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}

function TemplateEditor({ view }: { view: MailTemplateView }) {
  const canEdit = useCan('mail:write')
  const save = useSaveMailTemplate()
  const reset = useResetMailTemplate()
  const form = useForm<MailTemplateText>({
    defaultValues: { subject: view.subject, message: view.message },
    resolver: zodResolver(mailTemplateInput(view.kind)),
  })
  const { isDirty } = form.formState
  const [subject, message] = useWatch({ control: form.control, name: ['subject', 'message'] })
  const lastField = useRef<TextField>('message')
  const fieldRefs = useRef<Partial<Record<TextField, HTMLInputElement | HTMLTextAreaElement>>>({})

  function insert(placeholder: string) {
    const name = lastField.current
    const element = fieldRefs.current[name]
    const value = form.getValues(name)
    const start = element?.selectionStart ?? value.length
    const end = element?.selectionEnd ?? value.length
    const token = `{${placeholder}}`
    form.setValue(name, value.slice(0, start) + token + value.slice(end), { shouldDirty: true })
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(start + token.length, start + token.length)
    })
  }

  function onSubmit(text: MailTemplateText) {
    save.mutate(
      { kind: view.kind, text },
      {
        onSuccess: () => {
          const saved = templateSaved(view.label)
          toastSuccess(saved.title, saved.description)
        },
        onError: toastSaveError(form, FIELD_NAMES),
      },
    )
  }

  function resetToDefault() {
    const defaults = { subject: view.default_subject, message: view.default_message }
    if (!view.is_customised) {
      form.reset(defaults)
      return
    }
    reset.mutate(view.kind, {
      onSuccess: () => {
        const done = templateReset(view.label)
        toastSuccess(done.title, done.description)
      },
      onError: (error) => toastError('Error', error.message),
    })
  }

  const registered = (name: TextField) => {
    const { ref, ...control } = form.register(name)
    return {
      ...control,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        ref(element)
        if (element) fieldRefs.current[name] = element
      },
      onFocus: () => {
        lastField.current = name
      },
    }
  }

  const isBusy = save.isPending || reset.isPending
  const isDefault =
    !view.is_customised && subject === view.default_subject && message === view.default_message
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        noValidate
        aria-label={`${view.label} e-mail template`}
        onSubmit={form.handleSubmit(onSubmit, toastRefusedForm(FIELD_NAMES))}
        className="flex min-w-0 flex-col gap-4"
      >
        <FieldGroup>
          <FormField form={form} name="subject" id="mail-template-subject" label="Subject">
            {(control) => {
              const { ref: _ref, ...rest } = control
              return <Input {...rest} {...registered('subject')} disabled={!canEdit} />
            }}
          </FormField>
          <FormField
            form={form}
            name="message"
            id="mail-template-message"
            label="Message"
            description={`A blank line starts a new paragraph. The e-mail ends with a "${view.link_label}" button for {link}.`}
          >
            {(control) => {
              const { ref: _ref, ...rest } = control
              return (
                <Textarea
                  rows={9}
                  className="min-h-48"
                  {...rest}
                  {...registered('message')}
                  disabled={!canEdit}
                />
              )
            }}
          </FormField>
        </FieldGroup>
        {canEdit ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium" id="mail-template-placeholders">
              Insert a placeholder
            </p>
            <div
              role="group"
              aria-labelledby="mail-template-placeholders"
              className="flex flex-wrap gap-2"
            >
              {view.placeholders.map((name) => (
                <button
                  key={name}
                  type="button"
                  onClick={() => insert(name)}
                  aria-label={`Insert {${name}}`}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-full border bg-muted/50 px-3 font-mono text-xs outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 md:min-h-8"
                >
                  {`{${name}}`}
                </button>
              ))}
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Only the Owner changes templates. Placeholders in this e-mail:{' '}
            {view.placeholders.map((name) => `{${name}}`).join(', ')}.
          </p>
        )}
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isBusy || !isDirty} className="min-h-11 sm:min-h-9">
              {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              Save template
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={isBusy || isDefault}
              onClick={resetToDefault}
              className="min-h-11 sm:min-h-9"
            >
              Reset to default
            </Button>
          </div>
        ) : null}
      </form>
      <MailPreview kind={view.kind} subject={subject} message={message} />
    </div>
  )
}

function MailPreview({ kind, subject, message }: { kind: MailKind } & MailTemplateText) {
  const text = useDebouncedValue({ subject, message }, PREVIEW_DELAY_MS)
  const preview = useQuery({
    ...mailTemplateQueries.preview(kind, text),
    placeholderData: keepPreviousData,
  })
  const [isPhone, setPhone] = useState(true)
  return (
    <section aria-labelledby="mail-preview-title" className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="mail-preview-title" className="text-sm font-medium">
          Preview <span className="font-normal text-muted-foreground">(sample values)</span>
        </h3>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant={isPhone ? 'secondary' : 'ghost'}
            aria-pressed={isPhone}
            onClick={() => setPhone(true)}
            className="min-h-11 sm:min-h-8"
          >
            <Smartphone aria-hidden="true" />
            Phone
          </Button>
          <Button
            type="button"
            size="sm"
            variant={isPhone ? 'ghost' : 'secondary'}
            aria-pressed={!isPhone}
            onClick={() => setPhone(false)}
            className="min-h-11 sm:min-h-8"
          >
            <Monitor aria-hidden="true" />
            Desktop
          </Button>
        </div>
      </div>
      {preview.data ? (
        <>
          <p className="truncate text-sm" title={preview.data.subject}>
            <span className="text-muted-foreground">Subject: </span>
            <span data-testid="mail-preview-subject">{preview.data.subject}</span>
          </p>
          <div className="overflow-x-auto rounded-lg border bg-muted/40 p-2">
            <iframe
              title="E-mail preview"
              sandbox=""
              srcDoc={preview.data.html}
              className={cn(
                'mx-auto block h-[560px] rounded-md border-0 bg-white',
                isPhone ? 'w-[375px] max-w-full' : 'w-full min-w-[600px]',
              )}
            />
          </div>
        </>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The preview could not be made: {preview.error.message}
        </p>
      ) : (
        <Skeleton className="h-[560px] w-full" />
      )}
    </section>
  )
}

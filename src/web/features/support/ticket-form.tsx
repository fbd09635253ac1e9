// The 'Submit Ticket' form: subject, priority and what happened; saved to the ticket list.
import { LoaderCircle, Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import {
  createTicketInput,
  MAX_TICKET_DESCRIPTION,
  TICKET_CREATED,
  ticketPriorities,
  type TicketPriority,
} from '../../../domain/support/ticket'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { Button } from '../../components/ui/button'
import { Field, FieldError, FieldGroup, FieldLabel } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { isApiError } from '../../data/api-error'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateTicket } from './api'

type Values = { subject: string; priority: TicketPriority; description: string }
const fieldNames = ['subject', 'priority', 'description'] as const
const blank: Values = { subject: '', priority: 'Normal', description: '' }

export function TicketForm() {
  const createTicket = useCreateTicket()
  const form = useForm<Values>({ defaultValues: blank })
  const { errors } = form.formState

  function showErrors(fields: Record<string, string>) {
    let isFirst = true
    for (const key of fieldNames) {
      if (!fields[key]) continue
      form.setError(key, { message: fields[key] }, { shouldFocus: isFirst })
      isFirst = false
    }
  }

  function onSubmit(values: Values) {
    const parsed = createTicketInput.safeParse(values)
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error)
      showErrors(fields)
      toastError('Error', Object.values(fields)[0] ?? 'Please check the form')
      return
    }
    createTicket.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess(TICKET_CREATED.title, TICKET_CREATED.description)
        form.reset(blank)
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) showErrors(error.fields)
        toastError('Error', error.message)
      },
    })
  }

  return (
    <form noValidate aria-label="New ticket" onSubmit={form.handleSubmit(onSubmit)}>
      <FieldGroup>
        <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
          <Field invalid={!!errors.subject}>
            <FieldLabel htmlFor="ticket-subject">Subject</FieldLabel>
            <Input
              id="ticket-subject"
              maxLength={150}
              placeholder="What do you need help with?"
              aria-invalid={!!errors.subject}
              aria-describedby={errors.subject ? 'ticket-subject-error' : undefined}
              {...form.register('subject')}
            />
            <FieldError id="ticket-subject-error">{errors.subject?.message}</FieldError>
          </Field>
          <Field invalid={!!errors.priority}>
            <FieldLabel htmlFor="ticket-priority">Priority</FieldLabel>
            <Select id="ticket-priority" {...form.register('priority')}>
              {ticketPriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {priority}
                </option>
              ))}
            </Select>
            <FieldError>{errors.priority?.message}</FieldError>
          </Field>
        </div>
        <Field invalid={!!errors.description}>
          <FieldLabel htmlFor="ticket-description">Description</FieldLabel>
          <Textarea
            id="ticket-description"
            rows={5}
            maxLength={MAX_TICKET_DESCRIPTION}
            placeholder="What happened, and what did you expect?"
            aria-invalid={!!errors.description}
            aria-describedby={errors.description ? 'ticket-description-error' : undefined}
            {...form.register('description')}
          />
          <FieldError id="ticket-description-error">{errors.description?.message}</FieldError>
        </Field>
        <div>
          <Button type="submit" className="min-h-11 sm:min-h-9" disabled={createTicket.isPending}>
            {createTicket.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            Create Ticket
          </Button>
        </div>
      </FieldGroup>
    </form>
  )
}

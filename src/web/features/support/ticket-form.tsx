// The 'Submit Ticket' form: subject, priority and what happened; saved to the ticket list.
import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import {
  createTicketInput,
  MAX_TICKET_DESCRIPTION,
  TICKET_CREATED,
  ticketPriorities,
  type TicketPriority,
} from '../../../domain/support/ticket'
import { BusyIcon } from '../../components/busy-icon'
import { FormField } from '../../components/form-field'
import { Button } from '../../components/ui/button'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateTicket } from './api'

type Values = { subject: string; priority: TicketPriority; description: string }
const fieldNames = ['subject', 'priority', 'description'] as const
const blank: Values = { subject: '', priority: 'Normal', description: '' }

export function TicketForm() {
  const createTicket = useCreateTicket()
  const form = useForm({ defaultValues: blank, resolver: zodResolver(createTicketInput) })

  const onSubmit = submitForm(form, fieldNames, createTicket.mutate, () => {
    toastSuccess(TICKET_CREATED.title, TICKET_CREATED.description)
    form.reset(blank)
  })

  return (
    <form noValidate aria-label="New ticket" onSubmit={onSubmit}>
      <FieldGroup>
        <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
          <FormField form={form} name="subject" id="ticket-subject" label="Subject">
            {(control) => (
              <Input maxLength={150} placeholder="What do you need help with?" {...control} />
            )}
          </FormField>
          <FormField form={form} name="priority" id="ticket-priority" label="Priority">
            {(control) => (
              <Select {...control}>
                {ticketPriorities.map((priority) => (
                  <option key={priority} value={priority}>
                    {priority}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <FormField form={form} name="description" id="ticket-description" label="Description">
          {(control) => (
            <Textarea
              rows={5}
              maxLength={MAX_TICKET_DESCRIPTION}
              placeholder="What happened, and what did you expect?"
              {...control}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" className="min-h-11 sm:min-h-9" disabled={createTicket.isPending}>
            <BusyIcon isBusy={createTicket.isPending} icon={Send} />
            Create Ticket
          </Button>
        </div>
      </FieldGroup>
    </form>
  )
}

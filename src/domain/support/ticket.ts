// Support tickets (Support > Submit Ticket): what a user reports, kept in the workspace's data so the
// team can follow it up and mark it resolved.
import { z } from 'zod'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { eq } from '../shared/condition'
import { defineResource, mergePatch } from '../shared/resource'

export const ticketPriorities = ['Low', 'Normal', 'High', 'Urgent'] as const
export type TicketPriority = (typeof ticketPriorities)[number]
export const ticketStatuses = ['Open', 'Resolved'] as const
export type TicketStatus = (typeof ticketStatuses)[number]

export const TICKET_CREATED = {
  title: 'Ticket created',
  description: 'Our team will get back to you soon',
}
export const MAX_TICKET_DESCRIPTION = 5000

export const ticketSchema = z.object({
  id: idSchema,
  subject: z.string(),
  description: z.string(),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStatuses),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type Ticket = z.infer<typeof ticketSchema>

const fields = {
  subject: requiredText('Subject', 150),
  description: requiredText('Description', MAX_TICKET_DESCRIPTION),
  priority: z.enum(ticketPriorities, {
    message: `Priority must be one of: ${ticketPriorities.join(', ')}`,
  }),
  status: z.enum(ticketStatuses, {
    message: `Status must be one of: ${ticketStatuses.join(', ')}`,
  }),
}

export const createTicketInput = z
  .object({
    subject: fields.subject,
    description: fields.description,
    priority: fields.priority.default('Normal'),
  })
  .strict()
export type CreateTicketInput = z.input<typeof createTicketInput>

export const patchTicketInput = z
  .object({ ...fields, version: versionSchema })
  .partial()
  .strict()

export const ticketResource = defineResource({
  name: 'tickets',
  label: 'Ticket',
  schema: ticketSchema,
  createInput: createTicketInput,
  patchInput: patchTicketInput,
  build: (input, { now, newId }) => ({
    id: newId(),
    subject: input.subject,
    description: input.description,
    priority: input.priority,
    status: 'Open' as const,
    created_at: now,
  }),
  applyPatch: (ticket, patch) => mergePatch(ticket, patch),
  list: {
    search: ['subject', 'description'],
    filters: { open: () => eq('status', 'Open') },
    fields: { status: 'text', priority: 'text' },
    sorts: { newest: { field: 'created_at', direction: 'desc', kind: 'number' } },
    defaultSort: 'newest',
  },
  referencedBy: [],
})

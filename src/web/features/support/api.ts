// Support tickets: the list and the create / status mutations.
import type { Ticket, TicketStatus } from '../../../domain/support/ticket'
import { resourceQueries, useCreateRecord, useUpdateRecord } from '../../data/resource'

export const ticketQueries = {
  list: () => resourceQueries('tickets').list({ limit: 50 }),
}

export const useCreateTicket = () => useCreateRecord('tickets', { handlesErrors: true })

export const useSetTicketStatus = () =>
  useUpdateRecord('tickets', ({ ticket, status }: { ticket: Ticket; status: TicketStatus }) => ({
    id: ticket.id,
    patch: { status, version: ticket.version },
  }))

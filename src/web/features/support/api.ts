// Support tickets: the list and the create / status mutations.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateTicketInput, Ticket, TicketStatus } from '../../../domain/support/ticket'
import { api } from '../../data/api-client'
import { fetchList, listKey } from '../../data/list'

export const ticketQueries = {
  list: () => {
    const params = { limit: 50 }
    return queryOptions({
      queryKey: listKey('tickets', params),
      queryFn: ({ signal }) => fetchList<Ticket>('tickets', params, signal),
    })
  },
}

export function useCreateTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateTicketInput) => api.post<Ticket>('/api/tickets', input),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tickets'] }),
  })
}

export function useSetTicketStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ticket, status }: { ticket: Ticket; status: TicketStatus }) =>
      api.patch<Ticket>(`/api/tickets/${ticket.id}`, { status, version: ticket.version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tickets'] }),
  })
}

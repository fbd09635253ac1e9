// Messages data: client messages (search, unread filter, marking read) and team chat
// conversations with their messages.
import {
  infiniteQueryOptions,
  keepPreviousData,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import type { Message } from '../../../domain/messages/message'
import type { TeamChat } from '../../../domain/messages/team-chat'
import type { TeamChatMessage } from '../../../domain/messages/team-chat-message'
import { api } from '../../data/api-client'
import { fetchList, infiniteListKey } from '../../data/list'

export const MESSAGES_PAGE_SIZE = 30
export const CHAT_PAGE_SIZE = 40

export type MessageListParams = { q?: string | undefined; filter?: 'unread' | undefined }

export const messageQueries = {
  list: (params: MessageListParams) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('messages', params),
      queryFn: ({ pageParam, signal }) =>
        fetchList<Message>(
          'messages',
          { ...params, limit: MESSAGES_PAGE_SIZE, cursor: pageParam },
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
}

/** Opening a message marks it read (SPEC: Messages); the lists and unread counts follow. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api.patch<Message>(`/api/messages/${encodeURIComponent(id)}`, { unread: false }),
    // Marking read happens in the background; a failure leaves the message unread, nothing to say.
    meta: { handlesErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['messages'] }),
  })
}

export const teamChatQueries = {
  list: (q: string | undefined) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('team-chats', { q }),
      queryFn: ({ pageParam, signal }) =>
        fetchList<TeamChat>('team-chats', { q, limit: 50, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  /** A conversation's messages, newest first (pages go back in time). */
  messages: (chatId: string) =>
    infiniteQueryOptions({
      queryKey: infiniteListKey('team-chat-messages', { chat_id: chatId }),
      queryFn: ({ pageParam, signal }) =>
        fetchList<TeamChatMessage>(
          'team-chat-messages',
          { chat_id: chatId, sort: 'newest', limit: CHAT_PAGE_SIZE, cursor: pageParam },
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    }),
}

export function useSendTeamChatMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { chat_id: string; text: string }) =>
      api.post<TeamChatMessage>('/api/team-chat-messages', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['team-chat-messages'] })
      void queryClient.invalidateQueries({ queryKey: ['team-chats'] })
    },
  })
}

export function useCreateTeamChat() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (title: string) => api.post<TeamChat>('/api/team-chats', { title }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['team-chats'] }),
  })
}

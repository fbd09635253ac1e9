// Sending a question to the assistant: blank text and a second question while one is pending are
// refused (SPEC section 5); the answer, or the spec's apology when the service fails, is appended.
import { useMemo, useSyncExternalStore } from 'react'
import {
  sendableText,
  type AssistantReply,
  type ChatMessage,
} from '../../../domain/assistant/chat-message'
import { isApiError } from '../../data/api-error'
import { useAssistantData } from './api'
import {
  createKeywordAssistant,
  notAllowedReply,
  unavailableReply,
  type AssistantService,
} from './assistant-service'
import { chatHistoryStore } from './chat-history-store'

let sequence = 0
export function chatMessage(
  role: ChatMessage['role'],
  reply: AssistantReply,
  isError = false,
): ChatMessage {
  return {
    id: `${Date.now().toString(36)}-${(++sequence).toString(36)}`,
    role,
    content: reply.content,
    suggestions: reply.suggestions,
    isError,
    ts: Date.now(),
  }
}

export function useAssistantChat(service?: AssistantService) {
  const state = useSyncExternalStore(chatHistoryStore.subscribe.bind(chatHistoryStore), () =>
    chatHistoryStore.get(),
  )
  const data = useAssistantData()
  const assistant = useMemo(() => service ?? createKeywordAssistant(data), [service, data])

  async function answer(): Promise<void> {
    try {
      const context = chatHistoryStore.get().messages.filter((m) => !m.isError)
      const reply = await assistant.reply(context)
      chatHistoryStore.append(chatMessage('assistant', reply))
    } catch (error) {
      // A refusal (403) is not an outage: the assistant says the role may not see it.
      if (isApiError(error) && error.status === 403) {
        chatHistoryStore.append(chatMessage('assistant', notAllowedReply()))
        return
      }
      console.warn('The assistant could not answer', error)
      chatHistoryStore.append(chatMessage('assistant', unavailableReply(), true))
    } finally {
      chatHistoryStore.setPending(false)
    }
  }

  /** Sends `text` (the answer follows); false when it was not sent: blank, or one is pending. */
  function send(text: string): boolean {
    const question = sendableText(text)
    if (!question || chatHistoryStore.get().isPending) return false
    chatHistoryStore.append(chatMessage('user', { content: question, suggestions: [] }))
    chatHistoryStore.setPending(true)
    void answer()
    return true
  }

  return {
    messages: state.messages,
    isPending: state.isPending,
    send,
    clear: () => chatHistoryStore.clear(),
  }
}

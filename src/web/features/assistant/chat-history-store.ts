// The assistant conversation, shared by the chat panel and the AI screen and kept in localStorage
// under a versioned key (SPEC section 7). A corrupt stored value counts as no history.
import {
  appendToHistory,
  parseHistory,
  type ChatMessage,
} from '../../../domain/assistant/chat-message'

export const CHAT_HISTORY_KEY = 'groundwork.assistant.v1.history'

export type ChatState = { messages: ChatMessage[]; isPending: boolean }

type Listener = () => void

function readStored(): ChatMessage[] {
  try {
    const text = window.localStorage.getItem(CHAT_HISTORY_KEY)
    return text === null ? [] : parseHistory(JSON.parse(text))
  } catch {
    return []
  }
}

function writeStored(messages: readonly ChatMessage[]): void {
  try {
    window.localStorage.setItem(CHAT_HISTORY_KEY, JSON.stringify(messages))
  } catch (error) {
    // Full or blocked storage: the conversation still works for this visit.
    console.warn('Could not save the assistant conversation', error)
  }
}

let state: ChatState | null = null
const listeners = new Set<Listener>()

export const chatHistoryStore = {
  get(): ChatState {
    state ??= { messages: readStored(), isPending: false }
    return state
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  append(...messages: ChatMessage[]): void {
    const next = appendToHistory(this.get().messages, ...messages)
    writeStored(next)
    this.set({ messages: next })
  },
  setPending(isPending: boolean): void {
    this.set({ isPending })
  },
  clear(): void {
    writeStored([])
    this.set({ messages: [] })
  },
  set(patch: Partial<ChatState>): void {
    state = { ...this.get(), ...patch }
    listeners.forEach((l) => l())
  },
  /** Tests: forget the in-memory copy so the next read comes from storage. */
  reset(): void {
    state = null
  },
}

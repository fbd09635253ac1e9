// The assistant conversation, shared by the chat panel and the AI screen and kept in localStorage
// under a versioned key (SPEC section 7). A corrupt stored value counts as no history (its valid
// messages are kept) and its text is kept under a backup key.
import {
  appendToHistory,
  readHistory,
  type ChatMessage,
} from '../../../domain/assistant/chat-message'
import { storedValue } from '../../lib/stored-value'
import { toastError } from '../../lib/toast'
import { CHAT_HISTORY_BACKUP_KEY, CHAT_HISTORY_KEY } from './storage-keys'

export { CHAT_HISTORY_BACKUP_KEY, CHAT_HISTORY_KEY }

export const HISTORY_NOT_SAVED = {
  title: 'Conversation not saved',
  description: 'Browser storage is full: this conversation is kept only until the page is closed.',
}

export type ChatState = { messages: ChatMessage[]; isPending: boolean }

type Listener = () => void

const stored = storedValue<ChatMessage[]>({
  key: CHAT_HISTORY_KEY,
  backupKey: CHAT_HISTORY_BACKUP_KEY,
  parse: readHistory,
  fallback: () => [],
})

/** Set while saving fails, so a full storage is reported once, not on every message. */
let isSaveFailing = false

function writeStored(messages: readonly ChatMessage[]): void {
  if (stored.write([...messages])) {
    isSaveFailing = false
  } else if (!isSaveFailing) {
    // Full or blocked storage: the conversation still works for this visit.
    isSaveFailing = true
    toastError(HISTORY_NOT_SAVED.title, HISTORY_NOT_SAVED.description)
  }
}

let state: ChatState | null = null
const listeners = new Set<Listener>()

export const chatHistoryStore = {
  get(): ChatState {
    state ??= { messages: stored.read(), isPending: false }
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
    isSaveFailing = false
  },
}

// The assistant conversation as the browser keeps it (SPEC section 3: chat message), with up to 3
// contact suggestions per answer, and the texts the spec fixes for failures.
import { z } from 'zod'

export const MAX_SUGGESTIONS = 3
/** Older messages are dropped from the kept history past this many. */
export const MAX_HISTORY = 100
export const MAX_QUESTION_LENGTH = 2000

export const ASSISTANT_UNAVAILABLE =
  'Sorry, the assistant is unavailable right now. Please try again later.'
export const ASSISTANT_EMPTY_ANSWER = "Sorry, I couldn't process that request."

export const suggestionSchema = z.object({
  type: z.enum(['call', 'text', 'open']),
  /** The button's label, e.g. 'Call Maria Garcia'. */
  text: z.string(),
  /** tel: link, sms: link or an app path, depending on type. */
  action: z.string(),
  contactId: z.string(),
})
export type Suggestion = z.infer<typeof suggestionSchema>

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  suggestions: z.array(suggestionSchema).max(MAX_SUGGESTIONS).default([]),
  /** An answer that stands for a failure (shown as an error, never sent back as context). */
  isError: z.boolean().default(false),
  ts: z.number(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export type AssistantReply = { content: string; suggestions: Suggestion[] }

/** What a question may be sent as: trimmed, not blank (SPEC section 5). Null when it may not. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim()
  return trimmed ? trimmed.slice(0, MAX_QUESTION_LENGTH) : null
}

/** Reads stored history: anything unusable counts as no history (corrupt values fall back). */
export function parseHistory(json: unknown): ChatMessage[] {
  const result = z.array(chatMessageSchema).safeParse(json)
  return result.success ? result.data.slice(-MAX_HISTORY) : []
}

/** Appends and keeps the most recent MAX_HISTORY messages. */
export function appendToHistory(history: readonly ChatMessage[], ...messages: ChatMessage[]) {
  return [...history, ...messages].slice(-MAX_HISTORY)
}

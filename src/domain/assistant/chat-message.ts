// The assistant conversation as the browser keeps it (SPEC section 3: chat message), with up to 3
// contact suggestions per answer, and the texts the spec fixes for failures.
import { z } from 'zod'
import { isSafeLink } from '../shared/safe-link'

export const MAX_SUGGESTIONS = 3
/** Older messages are dropped from the kept history past this many. */
export const MAX_HISTORY = 100
export const MAX_QUESTION_LENGTH = 2000

export const ASSISTANT_UNAVAILABLE =
  'Sorry, the assistant is unavailable right now. Please try again later.'
export const ASSISTANT_EMPTY_ANSWER = "Sorry, I couldn't process that request."
/** A question about what the signed-in role may not read: a refusal, not an outage. */
export const ASSISTANT_NOT_ALLOWED =
  "Your role doesn't include what that question needs, so I can't look it up for you."

export const suggestionSchema = z.object({
  type: z.enum(['call', 'text', 'open']),
  /** The button's label, e.g. 'Call Maria Garcia'. */
  text: z.string(),
  /** tel: link, sms: link or an app path, depending on type (never a javascript: or other link). */
  action: z.string().refine(isSafeLink, 'Not a link the app follows'),
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

/**
 * Reads stored history message by message: unusable messages and suggestions are dropped (and
 * `isComplete` is false); null when nothing in it is usable (not a list, or no valid message).
 */
export function readHistory(json: unknown): { value: ChatMessage[]; isComplete: boolean } | null {
  if (!Array.isArray(json)) return null
  const messages: ChatMessage[] = []
  let isComplete = true
  for (const item of json) {
    const suggestions: unknown = (item as { suggestions?: unknown } | null)?.suggestions
    let candidate: unknown = item
    if (Array.isArray(suggestions)) {
      const usable = suggestions
        .filter((s) => suggestionSchema.safeParse(s).success)
        .slice(0, MAX_SUGGESTIONS)
      if (usable.length !== suggestions.length) isComplete = false
      candidate = { ...(item as object), suggestions: usable }
    }
    const result = chatMessageSchema.safeParse(candidate)
    if (result.success) messages.push(result.data)
    else isComplete = false
  }
  if (json.length > 0 && messages.length === 0) return null
  return { value: messages.slice(-MAX_HISTORY), isComplete }
}

/** Reads stored history: anything unusable counts as no history (corrupt values fall back). */
export function parseHistory(json: unknown): ChatMessage[] {
  return readHistory(json)?.value ?? []
}

/** Appends and keeps the most recent MAX_HISTORY messages. */
export function appendToHistory(history: readonly ChatMessage[], ...messages: ChatMessage[]) {
  return [...history, ...messages].slice(-MAX_HISTORY)
}

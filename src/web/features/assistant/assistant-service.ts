// The one interface the assistant chat talks to. Today it is the keyword answerer over live data
// (domain/assistant), with the spec's simulated thinking delay; a language-model service (say, a
// POST /api/assistant on the server holding the model's key) can take its place by implementing
// AssistantService, without the panel or the AI screen changing.
import {
  ASSISTANT_NOT_ALLOWED,
  ASSISTANT_UNAVAILABLE,
  type AssistantReply,
  type ChatMessage,
} from '../../../domain/assistant/chat-message'
import {
  answerQuestion,
  orEmptyAnswer,
  type AnswerFormat,
  type AssistantData,
} from '../../../domain/assistant/keyword-answerer'

export type AssistantService = {
  /** Answers the last user message of `history` (earlier messages are context). */
  reply(
    history: readonly ChatMessage[],
    options?: { signal?: AbortSignal },
  ): Promise<AssistantReply>
}

/** The keyword answerer's simulated thinking time (SPEC section 9: 500 to 1500 ms). */
export const THINKING_DELAY_MS = { min: 500, max: 1500 } as const

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })
const localFormat: AnswerFormat = {
  time: (ms) => timeFormat.format(ms),
  date: (ms) => shortDate.format(ms),
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new DOMException('The operation was aborted.', 'AbortError'))
    })
  })
}

export function createKeywordAssistant(
  data: AssistantData,
  options: { random?: () => number; format?: AnswerFormat } = {},
): AssistantService {
  const random = options.random ?? Math.random
  const format = options.format ?? localFormat
  return {
    async reply(history, { signal } = {}) {
      const question = [...history].reverse().find((m) => m.role === 'user')?.content ?? ''
      const delay =
        THINKING_DELAY_MS.min + random() * (THINKING_DELAY_MS.max - THINKING_DELAY_MS.min)
      const [reply] = await Promise.all([
        answerQuestion(question, data, format),
        wait(delay, signal),
      ])
      return orEmptyAnswer(reply)
    },
  }
}

/** What the chat shows when the API refuses what a question needs: the role may not read it. */
export function notAllowedReply(): AssistantReply {
  return { content: ASSISTANT_NOT_ALLOWED, suggestions: [] }
}

/** What the chat shows when the service fails (SPEC section 8). */
export function unavailableReply(): AssistantReply {
  return { content: ASSISTANT_UNAVAILABLE, suggestions: [] }
}

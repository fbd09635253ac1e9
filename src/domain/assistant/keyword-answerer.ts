// The built-in assistant: finds what a question asks for by keywords (intent.ts) and answers from
// live data through an injected data port, with up to 3 contact suggestions. A language-model
// service can replace it behind the same AssistantService shape (web/features/assistant).
import { formatMoney } from '../shared/money'
import { jobStatusLabel, type JobStatus } from '../projects/job-status'
import { smsHref, telHref } from '../messages/phone'
import {
  ASSISTANT_EMPTY_ANSWER,
  MAX_SUGGESTIONS,
  type AssistantReply,
  type Suggestion,
} from './chat-message'
import { detectIntent } from './intent'

/** How many rows an answer lists before saying how many more there are. */
export const LIST_IN_ANSWER = 5

export type JobSummary = {
  id: string
  title: string
  address: string
  date: number
  status: JobStatus
}
export type InvoiceSummary = {
  id: string
  number: string
  amount: number
  due_date: number
  client_name: string | null
}
export type ContactSummary = { id: string; name: string; phone: string; email: string }

/**
 * The live data the answerer may read: a port the signed-in role may not read is left out (a Crew
 * user has no invoices), and the answerer neither suggests nor asks for it.
 */
export type AssistantData = {
  jobsToday?(): Promise<{ items: JobSummary[]; total: number }>
  overdueInvoices?(): Promise<{ items: InvoiceSummary[]; total: number }>
  findContacts?(name: string): Promise<ContactSummary[]>
}

/** Each topic the answerer knows: its starter question, its example for the help text, its port. */
const TOPICS = [
  { port: 'jobsToday', question: 'Jobs today', example: '“jobs today”' },
  { port: 'overdueInvoices', question: 'Overdue invoices', example: '“overdue invoices”' },
  {
    port: 'findContacts',
    question: 'Phone number for Maria Garcia',
    example: '“phone number for Maria Garcia”',
  },
] as const satisfies readonly { port: keyof AssistantData; question: string; example: string }[]

const topicsOf = (data: AssistantData) => TOPICS.filter((topic) => data[topic.port] !== undefined)

/** The questions the chat offers to start with: only what the role may ask. */
export function starterQuestionsFor(data: AssistantData): string[] {
  return topicsOf(data).map((topic) => topic.question)
}

/** What the answerer can do, for the role: HELP_TEXT when it may read everything. */
export function helpTextFor(data: AssistantData): string {
  const examples = topicsOf(data).map((topic) => topic.example)
  if (examples.length === 0) return 'There is nothing I can look up for your role yet.'
  const list =
    examples.length === 1
      ? examples[0]
      : `${examples.slice(0, -1).join(', ')} or ${examples[examples.length - 1]}`
  return `I can look things up for you: try ${list}.`
}

/** What the answerer says when the role may not read what a question asks for: a refusal. */
export const NOT_ALLOWED_ANSWERS = {
  'jobs-today': "Your role doesn't include jobs, so I can't look them up for you.",
  'overdue-invoices': "Your role doesn't include invoices, so I can't look them up for you.",
  contact: "Your role doesn't include contacts, so I can't look them up for you.",
} as const

const notAllowed = (kind: keyof typeof NOT_ALLOWED_ANSWERS): AssistantReply => ({
  content: NOT_ALLOWED_ANSWERS[kind],
  suggestions: [],
})

export type AnswerFormat = {
  /** '8:00 AM' in the user's time zone. */
  time: (epochMs: number) => string
  /** 'Nov 16' */
  date: (epochMs: number) => string
}

export const HELP_TEXT =
  'I can look things up for you: try “jobs today”, “overdue invoices” or “phone number for Maria Garcia”.'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const more = (shown: number, total: number, where: string) =>
  total > shown ? `\n…and ${total - shown} more. ${where}` : ''

function contactSuggestions(contacts: readonly ContactSummary[]): Suggestion[] {
  if (contacts.length === 1) {
    const [c] = contacts as [ContactSummary]
    const all: Suggestion[] = [
      ...(c.phone
        ? [
            {
              type: 'call' as const,
              text: `Call ${c.name}`,
              action: telHref(c.phone),
              contactId: c.id,
            },
            {
              type: 'text' as const,
              text: `Text ${c.name}`,
              action: smsHref(c.phone, ''),
              contactId: c.id,
            },
          ]
        : []),
      {
        type: 'open',
        text: `Open ${c.name}`,
        action: `/crm/contacts/persons/${c.id}`,
        contactId: c.id,
      },
    ]
    return all.slice(0, MAX_SUGGESTIONS)
  }
  return contacts.slice(0, MAX_SUGGESTIONS).map((c) => ({
    type: 'open',
    text: `Open ${c.name}`,
    action: `/crm/contacts/persons/${c.id}`,
    contactId: c.id,
  }))
}

export async function answerQuestion(
  question: string,
  data: AssistantData,
  format: AnswerFormat,
): Promise<AssistantReply> {
  const intent = detectIntent(question)
  const help = helpTextFor(data)
  switch (intent.kind) {
    case 'greeting':
      return { content: `Hi! ${help}`, suggestions: [] }
    case 'help':
    case 'unknown':
      return {
        content: intent.kind === 'help' ? help : `I'm not sure how to help with that yet. ${help}`,
        suggestions: [],
      }
    case 'jobs-today': {
      if (!data.jobsToday) return notAllowed(intent.kind)
      const { items, total } = await data.jobsToday()
      if (total === 0) return { content: 'There are no jobs scheduled for today.', suggestions: [] }
      const lines = items
        .slice(0, LIST_IN_ANSWER)
        .map(
          (job) =>
            `• ${format.time(job.date)} ${job.title} (${job.address}) · ${jobStatusLabel(job.status)}`,
        )
      return {
        content: `You have ${plural(total, 'job')} today:\n${lines.join('\n')}${more(lines.length, total, 'Open Jobs for the full list.')}`,
        suggestions: [],
      }
    }
    case 'overdue-invoices': {
      if (!data.overdueInvoices) return notAllowed(intent.kind)
      const { items, total } = await data.overdueInvoices()
      if (total === 0) return { content: 'No invoices are overdue right now.', suggestions: [] }
      const sum = items.reduce((cents, i) => cents + Math.round(i.amount * 100), 0) / 100
      const lines = items
        .slice(0, LIST_IN_ANSWER)
        .map(
          (i) =>
            `• ${i.number} · ${formatMoney(i.amount)} due ${format.date(i.due_date)}${i.client_name ? ` · ${i.client_name}` : ''}`,
        )
      const amount = total === items.length ? `, ${formatMoney(sum)} in total` : ''
      return {
        content: `${plural(total, 'invoice is', 'invoices are')} overdue${amount}:\n${lines.join('\n')}${more(lines.length, total, 'Open Invoices for the full list.')}`,
        suggestions: [],
      }
    }
    case 'contact': {
      if (!data.findContacts) return notAllowed(intent.kind)
      const contacts = await data.findContacts(intent.name)
      if (contacts.length === 0) {
        return { content: `I couldn't find a contact named “${intent.name}”.`, suggestions: [] }
      }
      const shown = contacts.slice(0, MAX_SUGGESTIONS)
      const lines = shown.map((c) => {
        const value = intent.wants === 'email' ? c.email : c.phone
        return `• ${c.name}: ${value || `no ${intent.wants === 'email' ? 'e-mail' : 'phone number'} on file`}`
      })
      const head =
        contacts.length === 1
          ? `Here is ${shown[0]?.name}'s ${intent.wants === 'email' ? 'e-mail' : 'phone number'}:`
          : `I found ${plural(contacts.length, 'contact')} matching “${intent.name}”:`
      return { content: `${head}\n${lines.join('\n')}`, suggestions: contactSuggestions(shown) }
    }
  }
}

/** An answer with no text stands for "could not process" (SPEC section 8). */
export function orEmptyAnswer(reply: AssistantReply): AssistantReply {
  return reply.content.trim() ? reply : { content: ASSISTANT_EMPTY_ANSWER, suggestions: [] }
}

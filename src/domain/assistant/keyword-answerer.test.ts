import { describe, expect, it, vi } from 'vitest'
import { ASSISTANT_EMPTY_ANSWER } from './chat-message'
import {
  answerQuestion,
  helpTextFor,
  NOT_ALLOWED_ANSWERS,
  orEmptyAnswer,
  starterQuestionsFor,
  type AssistantData,
  type ContactSummary,
  type InvoiceSummary,
  type JobSummary,
} from './keyword-answerer'

const format = {
  time: (ms: number) => `T${ms}`,
  date: (ms: number) => `D${ms}`,
}

const job = (n: number): JobSummary => ({
  id: `job-${n}`,
  title: `Job ${n}`,
  address: `${n} Oak St`,
  date: n,
  status: n === 2 ? 'In-Progress' : 'Scheduled',
})
const maria: ContactSummary = {
  id: 'p1',
  name: 'Maria Garcia',
  phone: '(512) 555-1000',
  email: 'maria@example.com',
}

function fakeData(over: Partial<AssistantData> = {}): AssistantData {
  return {
    jobsToday: vi.fn(async () => ({ items: [], total: 0 })),
    overdueInvoices: vi.fn(async () => ({ items: [], total: 0 })),
    findContacts: vi.fn(async () => []),
    ...over,
  }
}

describe('answerQuestion', () => {
  it("lists today's jobs from the data, with their time and address", async () => {
    const data = fakeData({ jobsToday: async () => ({ items: [job(1), job(2)], total: 2 }) })
    const reply = await answerQuestion('jobs today', data, format)
    expect(reply.content).toBe(
      'You have 2 jobs today:\n• T1 Job 1 (1 Oak St) · Scheduled\n• T2 Job 2 (2 Oak St) · In Progress',
    )
    expect(reply.suggestions).toEqual([])
  })

  it('says how many more jobs there are past five', async () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map(job)
    const reply = await answerQuestion(
      'jobs today',
      fakeData({ jobsToday: async () => ({ items, total: 9 }) }),
      format,
    )
    expect(reply.content.split('\n').filter((l) => l.startsWith('•'))).toHaveLength(5)
    expect(reply.content).toContain('…and 4 more.')
  })

  it('says so when there are no jobs today', async () => {
    expect((await answerQuestion("today's schedule", fakeData(), format)).content).toBe(
      'There are no jobs scheduled for today.',
    )
  })

  it('sums overdue invoices in cents', async () => {
    const invoice = (n: number, amount: number, client: string | null): InvoiceSummary => ({
      id: `i${n}`,
      number: `INV-000${n}`,
      amount,
      due_date: n,
      client_name: client,
    })
    const items = [invoice(1, 0.1, 'Maria Garcia'), invoice(2, 0.2, null)]
    const reply = await answerQuestion(
      'overdue invoices?',
      fakeData({ overdueInvoices: async () => ({ items, total: 2 }) }),
      format,
    )
    expect(reply.content).toBe(
      '2 invoices are overdue, $0.30 in total:\n• INV-0001 · $0.10 due D1 · Maria Garcia\n• INV-0002 · $0.20 due D2',
    )
  })

  it("gives one contact's phone with call, text and open suggestions", async () => {
    const findContacts = vi.fn(async () => [maria])
    const reply = await answerQuestion(
      "What's Maria Garcia's phone?",
      fakeData({ findContacts }),
      format,
    )
    expect(findContacts).toHaveBeenCalledWith('Maria Garcia')
    expect(reply.content).toBe(
      "Here is Maria Garcia's phone number:\n• Maria Garcia: (512) 555-1000",
    )
    expect(reply.suggestions).toEqual([
      { type: 'call', text: 'Call Maria Garcia', action: 'tel:5125551000', contactId: 'p1' },
      {
        type: 'text',
        text: 'Text Maria Garcia',
        action: 'sms:+15125551000?body=',
        contactId: 'p1',
      },
      {
        type: 'open',
        text: 'Open Maria Garcia',
        action: '/crm/contacts/persons/p1',
        contactId: 'p1',
      },
    ])
  })

  it('offers at most 3 suggestions when several contacts match', async () => {
    const many = [1, 2, 3, 4].map((n) => ({ ...maria, id: `p${n}`, name: `Maria ${n}` }))
    const reply = await answerQuestion(
      'phone for Maria',
      fakeData({ findContacts: async () => many }),
      format,
    )
    expect(reply.suggestions).toHaveLength(3)
    expect(reply.suggestions.every((s) => s.type === 'open')).toBe(true)
    expect(reply.content).toMatch(/^I found 4 contacts matching “Maria”:/)
  })

  it('says when no contact matches, and never suggests a call without a phone', async () => {
    expect((await answerQuestion('call Zed', fakeData(), format)).content).toBe(
      "I couldn't find a contact named “Zed”.",
    )
    const noPhone = { ...maria, phone: '' }
    const reply = await answerQuestion(
      'call Maria',
      fakeData({ findContacts: async () => [noPhone] }),
      format,
    )
    expect(reply.suggestions.map((s) => s.type)).toEqual(['open'])
    expect(reply.content).toContain('no phone number on file')
  })

  it('answers what it cannot look up with what it can do, without reading data', async () => {
    const data = fakeData()
    const reply = await answerQuestion('write me a poem', data, format)
    expect(reply.content).toMatch(/^I'm not sure how to help with that yet\./)
    expect(data.jobsToday).not.toHaveBeenCalled()
  })

  it('lets a data failure through for the caller to report', async () => {
    const data = fakeData({ jobsToday: async () => Promise.reject(new Error('offline')) })
    await expect(answerQuestion('jobs today', data, format)).rejects.toThrow('offline')
  })
})

describe('a role that may not read everything (issue #28)', () => {
  /** A Crew user's data: their jobs and their jobs' clients, no invoices. */
  const crewData = (): AssistantData => {
    const { overdueInvoices: _, ...rest } = fakeData()
    return rest
  }

  it('says a refusal as such, without asking for what the role may not read', async () => {
    const data = crewData()
    const reply = await answerQuestion('overdue invoices', data, format)
    expect(reply).toEqual({ content: NOT_ALLOWED_ANSWERS['overdue-invoices'], suggestions: [] })
    expect(reply.content).not.toMatch(/unavailable/)
  })

  it('suggests and explains only what the role may ask', async () => {
    const data = crewData()
    expect(starterQuestionsFor(data)).toEqual(['Jobs today', 'Phone number for Maria Garcia'])
    expect(helpTextFor(data)).not.toMatch(/invoice/)
    expect((await answerQuestion('help', data, format)).content).toBe(helpTextFor(data))
    expect(starterQuestionsFor(fakeData())).toEqual([
      'Jobs today',
      'Overdue invoices',
      'Phone number for Maria Garcia',
    ])
    expect(helpTextFor(fakeData())).toBe(
      'I can look things up for you: try “jobs today”, “overdue invoices” or “phone number for Maria Garcia”.',
    )
  })
})

describe('orEmptyAnswer', () => {
  it('turns a blank answer into the spec text', () => {
    expect(orEmptyAnswer({ content: '  ', suggestions: [] }).content).toBe(ASSISTANT_EMPTY_ANSWER)
    expect(orEmptyAnswer({ content: 'ok', suggestions: [] }).content).toBe('ok')
  })
})

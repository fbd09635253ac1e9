import { describe, expect, it } from 'vitest'
import { detectIntent } from './intent'

describe('detectIntent', () => {
  it("finds questions about today's jobs", () => {
    for (const q of [
      'jobs today',
      "What's on the schedule today?",
      "today's jobs",
      'Any work today',
    ]) {
      expect(detectIntent(q), q).toEqual({ kind: 'jobs-today' })
    }
  })

  it('finds questions about overdue invoices', () => {
    for (const q of [
      'overdue invoices',
      'Who owes us money?',
      'any late payments',
      'past due bills',
    ]) {
      expect(detectIntent(q), q).toEqual({ kind: 'overdue-invoices' })
    }
  })

  it("finds a contact's name in many phrasings", () => {
    const cases: [string, string, 'phone' | 'email'][] = [
      ["What's Maria Garcia's phone number?", 'Maria Garcia', 'phone'],
      ['phone number for James Smith', 'James Smith', 'phone'],
      ['call Linda', 'Linda', 'phone'],
      ['How do I reach Robert Brown please?', 'Robert Brown', 'phone'],
      ['email of Susan Thomas', 'Susan Thomas', 'email'],
      ['what is kevin’s email', 'kevin', 'email'],
      ['Can you text Dr. Nancy Harris for me', 'Nancy Harris', 'phone'],
    ]
    for (const [q, name, wants] of cases) {
      expect(detectIntent(q), q).toEqual({ kind: 'contact', name, wants })
    }
  })

  it('does not take pronouns for names', () => {
    expect(detectIntent('call me')).toEqual({ kind: 'unknown' })
  })

  it('tells greetings, help and the unknown apart', () => {
    expect(detectIntent('Hello there')).toEqual({ kind: 'greeting' })
    expect(detectIntent('what can you do?')).toEqual({ kind: 'help' })
    expect(detectIntent('Write me a poem')).toEqual({ kind: 'unknown' })
    expect(detectIntent('   ')).toEqual({ kind: 'unknown' })
  })
})

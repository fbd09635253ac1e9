import { describe, expect, it } from 'vitest'
import { contactGroupLetter, phonebookInvoiceStatusOf, projectStatusOf } from './phonebook'

describe('phonebook status words', () => {
  it('shows jobs as projects', () => {
    expect(projectStatusOf('Scheduled')).toBe('Active')
    expect(projectStatusOf('In-Progress')).toBe('Active')
    expect(projectStatusOf('Done')).toBe('Completed')
  })

  it('shows invoices as Due, Paid or Overdue', () => {
    expect(phonebookInvoiceStatusOf('Pending')).toBe('Due')
    expect(phonebookInvoiceStatusOf('Unpaid')).toBe('Due')
    expect(phonebookInvoiceStatusOf('Overdue')).toBe('Overdue')
    expect(phonebookInvoiceStatusOf('Paid')).toBe('Paid')
  })

  it('groups contacts by first letter', () => {
    expect(contactGroupLetter(' maria')).toBe('M')
    expect(contactGroupLetter('42 Builders')).toBe('#')
    expect(contactGroupLetter('')).toBe('#')
  })
})

// Small builders of API-shaped records for web tests.
import { INVOICE_ADDED_DEFAULTS, type Invoice } from '../../domain/billing/invoice'
import type { Person } from '../../domain/crm/person'
import { ESTIMATE_ADDED_DEFAULTS, type Estimate } from '../../domain/sales/estimate'
import type { Employee } from '../../domain/team/employee'

let seq = 0
function uuid(): string {
  seq += 1
  return `00000000-0000-4000-8000-${seq.toString().padStart(12, '0')}`
}

export function buildPerson(overrides: Partial<Person> = {}): Person {
  return {
    id: uuid(),
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '(555) 010-2000',
    tags: ['Residential'],
    location: 'Austin, TX',
    avatar: '',
    last_activity_at: Date.UTC(2026, 10, 20),
    created_at: Date.UTC(2026, 0, 5),
    version: 1,
    ...overrides,
  }
}

const DAY = 86_400_000

/** An unpaid invoice of $1,000 due in a week (give it `client_person_id`). */
export function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    number: 'INV-0007',
    ...INVOICE_ADDED_DEFAULTS,
    job_id: null,
    client_person_id: uuid(),
    amount: 1000,
    status: 'Unpaid',
    due_date: Date.now() + 7 * DAY,
    created_at: Date.now() - DAY,
    version: 1,
    ...overrides,
  }
}

/** An available foreman, Miguel Torres, at $24 an hour. */
export function buildEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    name: 'Miguel Torres',
    role: 'Foreman',
    hourly_rate: 24,
    availability: 'Available',
    version: 1,
    ...overrides,
  }
}

/** An Open estimate of $226 (give it `client_person_id`). */
export function buildEstimate(overrides: Partial<Estimate> = {}): Estimate {
  return {
    id: '3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60',
    client_person_id: uuid(),
    line_items: [
      { desc: 'Mulch, per yard', qty: 3, price: 48, taxable: true },
      { desc: 'Edging', qty: 1, price: 65.5, taxable: true },
    ],
    subtotal: 209.5,
    tax: 0.08,
    total: 226,
    status: 'Open',
    job_id: null,
    notes: '',
    ...ESTIMATE_ADDED_DEFAULTS,
    created_at: Date.UTC(2026, 10, 20),
    version: 1,
    ...overrides,
  }
}

// The bench's large data set, made deterministically from a seed and a `now`: every row is built by the
// domain's own create schema and builder and then checked against the stored-row schema, so the rows
// are ones the API itself could have written.
import { createInvoiceInput, buildInvoice, invoiceSchema, type Invoice } from '../../src/domain/billing/invoice'
import { formatInvoiceNumber } from '../../src/domain/billing/invoice-number'
import {
  createPaymentInput,
  paymentResource,
  paymentSchema,
  type Payment,
} from '../../src/domain/billing/payment'
import { createPersonInput, personResource, personSchema, type Person } from '../../src/domain/crm/person'
import {
  createMessageInput,
  messageResource,
  messageSchema,
  type Message,
} from '../../src/domain/messages/message'
import { buildJob, createJobInput, jobSchema, type Job } from '../../src/domain/projects/job'
import {
  buildEstimate,
  createEstimateInput,
  estimateSchema,
  type Estimate,
} from '../../src/domain/sales/estimate'
import { estimateStatuses } from '../../src/domain/sales/estimate-status'
import { createRandom, type Random } from '../../src/domain/seed/random'
import { uuidFrom } from '../../src/domain/shared/ids'
import { createMediaInput, mediaResource, mediaSchema, type Media } from '../../src/domain/tools/media'
import * as words from './words'

/** Bump when the generated rows change: a data set made by another version is made again. */
export const GENERATOR_VERSION = 1

export const FULL_COUNTS = {
  persons: 100_000,
  jobs: 50_000,
  invoices: 50_000,
  estimates: 10_000,
  media: 100_000,
  messages: 20_000,
} as const

export type BulkCounts = { [K in keyof typeof FULL_COUNTS]: number }

export type BulkData = {
  persons: Person[]
  jobs: Job[]
  invoices: Invoice[]
  payments: Payment[]
  estimates: Estimate[]
  media: Media[]
  messages: Message[]
}

const DAY = 86_400_000
const HOUR = 3_600_000

export function countsAtScale(scale: number): BulkCounts {
  const scaled = (n: number) => Math.max(10, Math.round(n * scale))
  return {
    persons: scaled(FULL_COUNTS.persons),
    jobs: scaled(FULL_COUNTS.jobs),
    invoices: scaled(FULL_COUNTS.invoices),
    estimates: scaled(FULL_COUNTS.estimates),
    media: scaled(FULL_COUNTS.media),
    messages: scaled(FULL_COUNTS.messages),
  }
}

const pad4 = (n: number) => String(n).padStart(4, '0')
const cents = (n: number) => n / 100

export function generateBulk(options: {
  now: number
  seed: number
  counts: BulkCounts
  /** Crews of the small seed, assigned to some of the jobs. */
  crewIds: readonly string[]
}): BulkData {
  const { now, counts, crewIds } = options
  const random = createRandom(options.seed)
  const newId = () => uuidFrom(random.next)
  const startOfToday = now - (now % DAY)
  const daysAgo = (min: number, max: number) =>
    now - random.int(min, max) * DAY - random.int(0, DAY - 1)

  const persons = Array.from({ length: counts.persons }, (_, i) => buildPerson(random, newId, i, daysAgo, now))
  const personAt = () => random.pick(persons)

  const jobs = Array.from({ length: counts.jobs }, (_, i) => {
    const client = personAt()
    const day = random.int(-365, 45)
    const date = startOfToday + day * DAY + random.int(7, 17) * HOUR + random.int(0, 3) * 15 * 60_000
    const status = day < 0 ? (random.chance(0.95) ? 'Done' : 'Scheduled') : day === 0 && random.chance(0.4) ? 'In-Progress' : 'Scheduled'
    const input = createJobInput.parse({
      title: `${words.jobKinds[i % words.jobKinds.length]} - ${client.name.split(' ')[1] ?? client.name}`,
      client_person_id: client.id,
      address: addressOf(random),
      date,
      status,
      assigned_crew_id: crewIds.length > 0 && random.chance(0.8) ? random.pick(crewIds) : null,
      notes: random.chance(0.2) ? 'Client asked us to text before arriving.' : '',
    })
    const created = Math.min(now, date - random.int(1, 30) * DAY)
    return jobSchema.parse({ ...buildJob(input, { now: created, newId }), version: 1 })
  })

  const payments: Payment[] = []
  const pay = (invoiceId: string, date: number, amountCents: number) => {
    const input = createPaymentInput.parse({
      invoice_id: invoiceId,
      date,
      method: random.chance(0.6) ? 'Card' : 'ACH',
      amount: cents(amountCents),
    })
    payments.push(paymentSchema.parse({ ...paymentResource.build(input, { now: date, newId }), version: 1 }))
  }

  const invoices = Array.from({ length: counts.invoices }, (_, i) => {
    const job = random.chance(0.8) ? random.pick(jobs) : null
    const amountCents = random.int(5_000, 500_000)
    const created = daysAgo(0, 365)
    const due = created + 30 * DAY
    const input = createInvoiceInput.parse({
      client_person_id: job ? job.client_person_id : personAt().id,
      job_id: job?.id ?? null,
      amount: cents(amountCents),
      due_date: due,
    })
    const built = buildInvoice(input, formatInvoiceNumber(i + 1), { now: created, newId })
    const old = created < now - 60 * DAY
    const paidAt = Math.min(now, created + random.int(1, 40) * DAY)
    let status: Invoice['status']
    if (old ? random.chance(0.85) : random.chance(0.4)) {
      status = 'Paid'
      if (random.chance(0.3)) {
        const first = Math.round(amountCents * (0.3 + random.next() * 0.4))
        pay(built.id, Math.max(created, paidAt - 10 * DAY), first)
        pay(built.id, paidAt, amountCents - first)
      } else {
        pay(built.id, paidAt, amountCents)
      }
    } else if (random.chance(0.35)) {
      status = 'Unpaid'
      pay(built.id, paidAt, Math.round(amountCents * (0.2 + random.next() * 0.5)))
    } else {
      status = due < now ? 'Overdue' : 'Pending'
    }
    return invoiceSchema.parse({ ...built, status, version: 1 })
  })

  const estimates = Array.from({ length: counts.estimates }, () => {
    const line_items = Array.from({ length: random.int(1, 4) }, () => {
      const [desc, price] = random.pick(words.serviceItems)
      return { desc, qty: random.int(1, 6), price }
    })
    const input = createEstimateInput.parse({ client_person_id: personAt().id, line_items })
    const built = buildEstimate(input, { now: daysAgo(0, 365), newId })
    return estimateSchema.parse({ ...built, status: random.pick(estimateStatuses), version: 1 })
  })

  const media = Array.from({ length: counts.media }, (_, i) => {
    const isVideo = random.chance(0.05)
    const file = `${uuidFrom(random.next)}.${isVideo ? 'mp4' : 'jpg'}`
    const input = createMediaInput.parse({
      job_id: random.chance(0.9) ? random.pick(jobs).id : null,
      // The shape of a file the server stored (DATA_DIR/media): short, not a data URL.
      url: `/api/media/files/${file}`,
      file_name: `${isVideo ? 'VID' : 'IMG'}_${pad4(i % 10_000)}.${isVideo ? 'mp4' : 'jpg'}`,
      taken_at: daysAgo(0, 365),
      type: isVideo ? 'video' : 'photo',
      notes: random.chance(0.3) ? random.pick(['Before photo', 'After photo', 'Damage']) : '',
    })
    return mediaSchema.parse({ ...mediaResource.build(input, { now, newId }), version: 1 })
  })

  const messages = Array.from({ length: counts.messages }, () => {
    const input = createMessageInput.parse({
      person_id: personAt().id,
      subject: random.pick(words.messageSubjects),
      last_text: random.pick(words.messageTexts),
      unread: random.chance(0.3),
    })
    return messageSchema.parse({ ...messageResource.build(input, { now: daysAgo(0, 120), newId }), version: 1 })
  })

  return { persons, jobs, invoices, payments, estimates, media, messages }
}

function buildPerson(
  random: Random,
  newId: () => string,
  i: number,
  daysAgo: (min: number, max: number) => number,
  now: number,
): Person {
  const first = random.pick(words.firstNames)
  const last = random.pick(words.lastNames)
  const input = createPersonInput.parse({
    name: `${first} ${last}`,
    email: `${first}.${last}${i % 1000}@${random.pick(words.emailDomains)}`.toLowerCase(),
    phone: `(${random.pick(['512', '737', '254'])}) 555-${pad4(random.int(0, 9999))}`,
    tags: [...random.pick(words.tagChoices)],
    location: random.pick(words.cities),
  })
  const created = daysAgo(0, 3 * 365)
  const person = personResource.build(input, { now: created, newId })
  const lastActivity = Math.min(now, created + random.int(0, Math.max(0, now - created)))
  return personSchema.parse({ ...person, last_activity_at: lastActivity, version: 1 })
}

function addressOf(random: Random): string {
  return `${random.int(100, 9999)} ${random.pick(words.streets)}, ${random.pick(words.cities)}`
}

/**
 * Search texts as people type them: the first 1, 3 or 8 characters of a real name in the data set,
 * typed from the start of the first name or of the last name (never ending in a space, which the API
 * would trim away).
 */
export function searchQueries(persons: readonly Person[], seed: number, perLength = 40) {
  const random = createRandom(seed)
  const take = (length: number): string[] => {
    const out: string[] = []
    while (out.length < perLength) {
      const name = random.pick(persons).name.toLowerCase()
      const start = random.chance(0.6) ? 0 : name.indexOf(' ') + 1
      const text = name.slice(start, start + length)
      if (text.length === length && text.trim() === text) out.push(text)
    }
    return out
  }
  return { 1: take(1), 3: take(3), 8: take(8) }
}

/** A deterministic shuffle (Fisher-Yates) of a copy. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = createRandom(seed)
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return out
}

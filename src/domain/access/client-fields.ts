// The client audience of the field-and-scope step (issue #31 section 1): what a client visiting the
// hub may see of their own records. An allow-list per collection, so a field added to a record later
// stays hidden from clients until someone decides otherwise: never staff names beyond a crew's name,
// internal notes, pay, costs, other clients or audit data. Which records are the client's own is
// the hub routes' scope (their client_person_id); every hub answer passes through `forClient`.
import type { CollectionName } from '../resources'

export const CLIENT_FIELDS = {
  // The notes of an estimate are printed on its PDF: the client's to read.
  estimates: [
    'id',
    'line_items',
    'subtotal',
    'tax',
    'tax_name',
    'round_totals',
    'total',
    'status',
    'notes',
    // The deposit accepting asks for (decision 059): the client's to know before they approve.
    'deposit',
    'created_at',
    'version',
  ],
  // The lines, rate and deposit are printed on the invoice (decisions 058, 059); `job_ids` and the
  // deposit's estimate are the office's bookkeeping.
  invoices: [
    'id',
    'number',
    'amount',
    'status',
    'due_date',
    'created_at',
    'line_items',
    'tax',
    'tax_name',
    'round_totals',
    'deposit_credit',
  ],
  payments: ['id', 'invoice_id', 'date', 'method', 'amount'],
  // A visit: the job's notes are the office's, not the client's.
  jobs: ['id', 'title', 'address', 'date', 'status'],
  crews: ['name'],
} as const satisfies Partial<Record<CollectionName, readonly string[]>>

export type ClientCollection = keyof typeof CLIENT_FIELDS

export type ClientView<C extends ClientCollection, R> = Pick<
  R,
  Extract<keyof R, (typeof CLIENT_FIELDS)[C][number]>
>

/** A copy of `record` with only the fields a client may see of `collection`'s records. */
export function forClient<C extends ClientCollection, R extends object>(
  collection: C,
  record: R,
): ClientView<C, R> {
  const allowed: readonly string[] = CLIENT_FIELDS[collection]
  return Object.fromEntries(
    Object.entries(record).filter(([field]) => allowed.includes(field)),
  ) as ClientView<C, R>
}

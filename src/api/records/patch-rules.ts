// Rules a create, a patch or a delete must keep that need other records: a resource's build and
// applyPatch see their own record only.
import { settleAmount } from '../../domain/billing/invoice'
import { withDocumentRates } from '../../domain/sales/estimate'
import { documentRates } from '../../domain/settings/billing-settings'
import { changedInvoiceRules, newInvoiceRules } from '../billing/invoice-rules'
import type { CollectionName } from '../../domain/resources'
import {
  CREW_NEEDS_EMPLOYEE,
  EMAIL_TAKEN,
  LAST_OWNER_MESSAGE,
} from '../../domain/settings/team-user'
import { AppError } from '../../domain/shared/app-error'
import { and, eq } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import { checkShiftOverlap } from '../team/shift-overlap'
import { afterVisitDone } from '../projects/series-after-done'
import type { Row, RowOf, StoreTx } from '../shared/store'

/** A rule sees the row as its collection's row type. */
type RecordRule<C extends CollectionName> = (
  tx: StoreTx,
  row: RowOf<C>,
  ctx: RuleContext,
) => Promise<Row>
type RuleTable = { [C in CollectionName]?: RecordRule<C> }

/** One user per e-mail: sign-in finds the account by it (the database's unique index backs this). */
const emailFree: RecordRule<'users'> = async (tx, row) => {
  const others = await tx.findAll('users', eq('email', row.email))
  if (others.some((other) => other.id !== row.id)) {
    throw new AppError('VALIDATION', EMAIL_TAKEN, { email: EMAIL_TAKEN })
  }
  return row
}

/** A Crew user's own work is their employee record's crews' jobs: without one they would see none. */
const crewHasEmployee: RecordRule<'users'> = async (_tx, row) => {
  if (row.role === 'Crew' && row.employee_id === null) {
    throw new AppError('VALIDATION', CREW_NEEDS_EMPLOYEE, { employee_id: CREW_NEEDS_EMPLOYEE })
  }
  return row
}

/**
 * The business always keeps an active Owner: nobody else can manage users. A change that would
 * take the last one away (a new role, deactivation, removal) is refused; the accounts lock makes
 * two Owners demoting each other at once queue, so they cannot both succeed.
 */
async function keepAnActiveOwner(tx: StoreTx, after: RowOf<'users'> | null, id: string) {
  const before = await tx.get('users', id)
  const wasOwner = before?.role === 'Owner' && before.active
  const staysOwner = after?.role === 'Owner' && after.active
  if (!wasOwner || staysOwner) return
  await tx.auth?.lockAccounts()
  const owners = await tx.findAll('users', and(eq('role', 'Owner'), eq('active', true)))
  if (!owners.some((owner) => owner.id !== id)) throw new AppError('CONFLICT', LAST_OWNER_MESSAGE)
}

const userRules: RecordRule<'users'> = async (tx, row, ctx) => {
  await emailFree(tx, row, ctx)
  await crewHasEmployee(tx, row, ctx)
  await keepAnActiveOwner(tx, row, row.id)
  // Deactivation signs them out everywhere, in the same transaction as the change itself.
  const before = await tx.get('users', row.id)
  if (before?.active && !row.active) await tx.auth?.deleteSessionsOf(row.id)
  return row
}

const patchRules: RuleTable = {
  // An invoice's amount against the payments already recorded on it.
  // and a job it bills now that it did not before (one invoice per job; decision 059).
  invoices: async (tx, row) => {
    const payments = await tx.findAll('payments', eq('invoice_id', row.id))
    return changedInvoiceRules(tx, settleAmount(row, payments))
  },
  shifts: checkShiftOverlap,
  users: userRules,
  // A visit of an "after the last was done" series made Done: its next visit (issue #34).
  jobs: async (tx, row, ctx) => {
    if (row.status === 'Done' && row.series_id !== null) {
      const before = await tx.get('jobs', row.id)
      if (before?.status !== 'Done') await afterVisitDone(tx, row, ctx)
    }
    return row
  },
}

const createRules: RuleTable = {
  // New documents are made with the business's tax rate and rounding (decision 058).
  estimates: async (tx, row) => ({
    ...withDocumentRates(row, documentRates(await tx.getBillingSettings())),
    version: row.version,
  }),
  invoices: newInvoiceRules,
  shifts: checkShiftOverlap,
  users: async (tx, row, ctx) => {
    await emailFree(tx, row, ctx)
    return crewHasEmployee(tx, row, ctx)
  },
}

/**
 * The rule of a collection named at run time. Its row was just built or patched by that
 * collection's own resource (build / applyPatch on schema-checked input), so it has the row type
 * the rule expects: the one place that conversion is made.
 */
function ruleFor(table: RuleTable, collection: string): RecordRule<CollectionName> | undefined {
  return (table as Partial<Record<string, RecordRule<CollectionName>>>)[collection]
}

/** The patched row as the collection's cross-record rules leave it (or their refusal). */
export function applyPatchRules(
  tx: StoreTx,
  collection: string,
  row: Row,
  ctx: RuleContext,
): Promise<Row> {
  const rule = ruleFor(patchRules, collection)
  return rule ? rule(tx, row as RowOf<CollectionName>, ctx) : Promise.resolve(row)
}

/** The new row as the collection's cross-record rules leave it (or their refusal). */
export function applyCreateRules(
  tx: StoreTx,
  collection: string,
  row: Row,
  ctx: RuleContext,
): Promise<Row> {
  const rule = ruleFor(createRules, collection)
  return rule ? rule(tx, row as RowOf<CollectionName>, ctx) : Promise.resolve(row)
}

/** What must hold before a record goes (the last active Owner stays). */
const deleteRules: { [C in CollectionName]?: (tx: StoreTx, id: string) => Promise<void> } = {
  users: (tx, id) => keepAnActiveOwner(tx, null, id),
}

/** Refuses a removal that would break a cross-record rule. */
export async function applyDeleteRules(tx: StoreTx, collection: string, id: string): Promise<void> {
  await (deleteRules as Partial<Record<string, (tx: StoreTx, id: string) => Promise<void>>>)[
    collection
  ]?.(tx, id)
}

// Rules a create or a patch must keep that need other records: a resource's build and applyPatch see
// their own record only.
import { settleAmount } from '../domain/billing/invoice'
import type { CollectionName } from '../domain/resources'
import { EMAIL_TAKEN } from '../domain/settings/team-user'
import { AppError } from '../domain/shared/app-error'
import { eq } from '../domain/shared/condition'
import type { RuleContext } from '../domain/shared/context'
import { checkShiftOverlap } from './shift-overlap'
import type { Row, RowOf, StoreTx } from './store'

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

const patchRules: RuleTable = {
  // An invoice's amount against the payments already recorded on it.
  invoices: async (tx, row) => {
    const payments = await tx.findAll('payments', eq('invoice_id', row.id))
    return settleAmount(row, payments)
  },
  shifts: checkShiftOverlap,
  users: emailFree,
}

const createRules: RuleTable = {
  shifts: checkShiftOverlap,
  users: emailFree,
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

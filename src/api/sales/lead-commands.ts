// Lead use cases that change more than one row: Convert to Job creates the job and marks the lead
// Won in one transaction.
import { convertLeadInput, convertLeadToJob } from '../../domain/sales/lead-convert'
import { parseOrThrow } from '../../domain/shared/app-error'
import type { RuleContext } from '../../domain/shared/context'
import { getOrThrow, insertRow, saveRow } from '../records/records'
import type { Row, StoreTx } from '../shared/store'

export async function convertLeadCommand(
  tx: StoreTx,
  leadId: string,
  body: unknown,
  ctx: RuleContext,
): Promise<{ job: Row; lead: Row }> {
  const lead = await getOrThrow(tx, 'leads', leadId, { forUpdate: true })
  const input = parseOrThrow(convertLeadInput, body ?? {})
  const person = await tx.get('persons', lead.person_id)
  const result = convertLeadToJob(lead, person, input, ctx)
  const job: Row = { ...result.job, version: 1 }
  await insertRow(tx, 'jobs', job)
  const { version, ...won } = result.lead
  return { job, lead: await saveRow(tx, 'leads', won, version) }
}

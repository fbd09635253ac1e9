// How the client hub shows a client their own estimates (issue #31 section 2): which are theirs to
// see (their own, Sent or Accepted; anything else is "not found"), and each passed through the
// client audience (forClient) before its figures are made by the same domain functions as the PDF.
import { forClient } from '../../../domain/access/client-fields'
import {
  HUB_NOT_FOUND,
  type HubEstimate,
  type HubEstimateSummary,
} from '../../../domain/hub/hub-api'
import { clientResponsesOf, type EstimateResponse } from '../../../domain/hub/estimate-response'
import type { Estimate } from '../../../domain/sales/estimate'
import { estimateNumber } from '../../../domain/sales/estimate'
import { estimateLines } from '../../../domain/sales/estimate-document'
import { AppError } from '../../../domain/shared/app-error'
import { eq } from '../../../domain/shared/condition'
import { idSchema } from '../../../domain/shared/fields'
import type { StoreTx } from '../../shared/store'
import { HUB_NEEDS_THE_SERVER, hubOf, type HubVisitor } from '../hub-sessions'
import type { EstimateResponsesTx } from '../estimate-responses-store'

export const hubNotFound = (): AppError => new AppError('NOT_FOUND', HUB_NOT_FOUND)

/** What the client may see of an estimate: the allow-list's fields only. */
export type ClientEstimate = Pick<
  Estimate,
  | 'id'
  | 'line_items'
  | 'subtotal'
  | 'tax'
  | 'tax_name'
  | 'round_totals'
  | 'total'
  | 'status'
  | 'notes'
  | 'deposit'
  | 'created_at'
  | 'version'
>

const isShownToClient = (status: string): status is 'Sent' | 'Accepted' =>
  status === 'Sent' || status === 'Accepted'

/** The estimate's id from the route, or "not found" for a malformed one. */
export function hubEstimateId(params: Record<string, string>): string {
  const parsed = idSchema.safeParse(params.id ?? '')
  if (!parsed.success) throw hubNotFound()
  return parsed.data
}

/**
 * The visitor's own estimate `id` through the client audience, whatever its status (the commands
 * decide what an Open one means), or "not found" for another client's or none.
 */
export async function ownEstimate(
  tx: StoreTx,
  visitor: HubVisitor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ClientEstimate> {
  const row = await tx.get('estimates', id, options)
  if (!row || row.client_person_id !== visitor.person.id) throw hubNotFound()
  return forClient('estimates', row as Estimate)
}

/** The visitor's own estimate that the hub shows (Sent or Accepted), or "not found". */
export async function shownEstimate(
  tx: StoreTx,
  visitor: HubVisitor,
  id: string,
): Promise<ClientEstimate> {
  const estimate = await ownEstimate(tx, visitor, id)
  if (!isShownToClient(estimate.status)) throw hubNotFound()
  return estimate
}

/** The visitor's Sent and Accepted estimates, newest first. */
export async function shownEstimates(tx: StoreTx, visitor: HubVisitor): Promise<ClientEstimate[]> {
  const rows = await tx.findAll('estimates', eq('client_person_id', visitor.person.id))
  return rows
    .map((row) => forClient('estimates', row as Estimate))
    .filter((e) => isShownToClient(e.status))
    .sort((a, b) => b.created_at - a.created_at || b.id.localeCompare(a.id))
}

/** The clients' answers port (the server's): the hub runs only there. */
export function responsesOf(tx: StoreTx): EstimateResponsesTx {
  hubOf(tx)
  if (!tx.estimateResponses) throw new AppError('INVALID_STATE', HUB_NEEDS_THE_SERVER)
  return tx.estimateResponses
}

export function hubEstimateSummary(estimate: ClientEstimate): HubEstimateSummary {
  return {
    id: estimate.id,
    number: estimateNumber(estimate.id),
    // 'Open' only in the answer to Request changes: the estimate went back to the office.
    status: estimate.status as HubEstimateSummary['status'],
    issued_at: estimate.created_at,
    total_cents: estimateLines(estimate).total_cents,
  }
}

export function hubEstimate(
  estimate: ClientEstimate,
  responses: readonly EstimateResponse[],
): HubEstimate {
  const { approval } = clientResponsesOf(responses, estimate.status)
  return {
    ...hubEstimateSummary(estimate),
    ...estimateLines(estimate),
    notes: estimate.notes,
    version: estimate.version,
    approval: approval ? { name: approval.name, approved_at: approval.approved_at } : null,
    can_respond: estimate.status === 'Sent',
    pdf_url: `/api/hub/estimates/${estimate.id}/pdf`,
  }
}

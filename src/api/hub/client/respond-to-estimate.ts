// A client's answer to their estimate in the hub (issue #31 section 2, decision 049): Approve (typed
// full name and "I agree": the estimate becomes Accepted, the office's "Mark Accepted") or Request
// changes (a message: the estimate goes back to Open, the office's "Mark Declined"). One
// transaction each, with the estimate row locked, so two answers at once make one: the second sees
// the first's status and version. An answer to a version the office has changed since is refused.
import {
  hubApproveBodySchema,
  hubRequestChangesBodySchema,
  USER_AGENT_MAX,
  type EstimateResponse,
} from '../../../domain/hub/estimate-response'
import {
  ESTIMATE_ALREADY_APPROVED,
  ESTIMATE_UPDATED_MESSAGE,
  type HubEstimate,
} from '../../../domain/hub/hub-api'
import { estimateNumber } from '../../../domain/sales/estimate'
import { estimateLines } from '../../../domain/sales/estimate-document'
import { AppError, parseOrThrow } from '../../../domain/shared/app-error'
import { formatMoney, fromCents } from '../../../domain/shared/money'
import { estimateActionCommand } from '../../sales/estimate-commands'
import type { ApiDeps } from '../../shared/deps'
import type { StoreTx } from '../../shared/store'
import type { HubVisitor } from '../hub-sessions'
import { recordClientAction } from './client-action'
import type { HubRouteInput } from './hub-client-route'
import {
  hubEstimate,
  hubEstimateId,
  ownEstimate,
  responsesOf,
  type ClientEstimate,
} from './hub-estimate-view'

type Answer =
  | { kind: 'approval'; version: number; name: string }
  | { kind: 'changes'; version: number; message: string }

/**
 * The visitor's estimate locked, and the body read (after the estimate: another client's id is "not
 * found" whatever the body), checked answerable at the version the client was shown.
 */
async function answerable(
  tx: StoreTx,
  visitor: HubVisitor,
  id: string,
  readBody: () => Answer,
): Promise<{ estimate: ClientEstimate; answer: Answer }> {
  const estimate = await ownEstimate(tx, visitor, id, { forUpdate: true })
  const answer = readBody()
  if (estimate.status === 'Accepted') throw new AppError('CONFLICT', ESTIMATE_ALREADY_APPROVED)
  // Open again (the office took it back, or changes were asked for): what the client saw is gone.
  if (estimate.status !== 'Sent' || estimate.version !== answer.version)
    throw new AppError('CONFLICT', ESTIMATE_UPDATED_MESSAGE)
  return { estimate, answer }
}

/** The message as the notice quotes it: the estimate page's card shows it whole. */
const NOTICE_MESSAGE_MAX = 500
const noticeText = (message: string) =>
  message.length > NOTICE_MESSAGE_MAX
    ? `${message.slice(0, NOTICE_MESSAGE_MAX - 1)}\u2026`
    : message

const totalOf = (estimate: ClientEstimate) =>
  formatMoney(fromCents(estimateLines(estimate).total_cents), 2)

async function respond(
  input: HubRouteInput,
  deps: ApiDeps,
  visitor: HubVisitor,
  readBody: () => Answer,
): Promise<HubEstimate> {
  const id = hubEstimateId(input.params)
  const now = deps.clock()
  return deps.store.transaction(
    async (tx) => {
      const responses = responsesOf(tx)
      const { estimate, answer } = await answerable(tx, visitor, id, readBody)
      const isApproval = answer.kind === 'approval'
      const saved = await estimateActionCommand(tx, id, isApproval ? 'accept' : 'decline', {
        now,
        newId: deps.newId,
      })
      const response: EstimateResponse = {
        id: deps.newId(),
        estimate_id: id,
        person_id: visitor.person.id,
        kind: answer.kind,
        name: isApproval ? answer.name : null,
        message: isApproval ? null : answer.message,
        estimate_version: estimate.version,
        at: now,
        ip: input.address ?? null,
        user_agent: input.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
      }
      await responses.add(response)
      const client = visitor.person.name
      const number = estimateNumber(id)
      const total = totalOf(estimate)
      await tx.events?.add({
        collection: 'estimates',
        record_id: id,
        kind: isApproval ? 'hub-approve' : 'hub-changes',
        text: isApproval
          ? `Approved in the client hub by ${answer.name}`
          : `${client} asked for changes in the client hub`,
        field: 'status',
      })
      await recordClientAction(tx, deps, visitor, input, {
        kind: isApproval ? 'hub-approve' : 'hub-changes',
        summary: isApproval
          ? `${client} approved ${number} (${total}), signed "${answer.name}"`
          : `${client} asked for changes to ${number} (${total})`,
        notice: {
          title: isApproval ? 'Estimate approved' : 'Changes requested',
          body: isApproval
            ? `${client} approved ${number} for ${total}, signed "${answer.name}".`
            : `${client} asked for changes to ${number} (${total}): ${noticeText(answer.message)}`,
          link: `/sales/estimates/${id}`,
        },
      })
      return hubEstimate(
        { ...estimate, status: saved.status as ClientEstimate['status'], version: saved.version },
        [...(await responses.listOf(id))],
      )
    },
    { now },
  )
}

/** POST /api/hub/estimates/:id/approve */
export function approveEstimate(
  input: HubRouteInput,
  deps: ApiDeps,
  visitor: HubVisitor,
): Promise<HubEstimate> {
  return respond(input, deps, visitor, () => {
    const body = parseOrThrow(hubApproveBodySchema, input.body, 'Check the approval')
    return { kind: 'approval', version: body.version, name: body.name }
  })
}

/** POST /api/hub/estimates/:id/request-changes */
export function requestEstimateChanges(
  input: HubRouteInput,
  deps: ApiDeps,
  visitor: HubVisitor,
): Promise<HubEstimate> {
  return respond(input, deps, visitor, () => {
    const body = parseOrThrow(hubRequestChangesBodySchema, input.body, 'Check the message')
    return { kind: 'changes', version: body.version, message: body.message }
  })
}

// POST /api/work-orders/:id/edit (issue #33, decision 053): one checklist or material change applied
// to the work order as stored now (no version needed), with an Idempotency-Key so the phone's outbox
// may replay it; a Crew user changes their crews' work orders only (any other answers 404).
import { parseOrThrow } from '../../domain/shared/app-error'
import { applyWorkOrderEdit } from '../../domain/projects/work-order-edit'
import { workOrderEditSchema } from '../../domain/projects/work-order-edit-schema'
import { assertOwn } from '../access/own-work'
import { visibleRecord } from '../access/visible-fields'
import { getOrThrow, patchRecord, resourceOrThrow } from '../records/records'
import { replayableRequest, runIdempotent } from '../shared/idempotency'
import { idParam, writeCtxOf, type ApiRoute } from '../shared/route-types'

export function workOrderEditRoute(): ApiRoute {
  const def = resourceOrThrow('work-orders')
  return {
    method: 'POST',
    path: '/api/work-orders/:id/edit',
    summary:
      'Tick, add or remove one checklist item or material of a work order as stored now (send an Idempotency-Key to make a replay safe)',
    tag: 'work-orders',
    access: 'work-orders:write',
    servesOwn: true,
    bodySchema: workOrderEditSchema,
    responseSchema: def.schema,
    successStatus: 200,
    handle: async (input, deps) => {
      const id = idParam(input, def.label)
      const edit = parseOrThrow(workOrderEditSchema, input.body, 'Invalid work order change')
      const ctx = writeCtxOf(deps, input)
      const request = replayableRequest(input, `POST /api/work-orders/${id}/edit`)
      return runIdempotent(deps, input, request, async (tx) => {
        const current = await getOrThrow(tx, 'work-orders', id, { forUpdate: true })
        await assertOwn(tx, 'work-orders', input.grant, current, `${def.label} not found`)
        const next = applyWorkOrderEdit(current, edit)
        const saved = await patchRecord(
          tx,
          'work-orders',
          id,
          { ...next, version: current.version },
          ctx,
        )
        return { status: 200, body: visibleRecord('work-orders', input.grant, saved) }
      })
    },
  }
}

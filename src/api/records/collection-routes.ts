// The five generic routes every collection gets: list, get, create, patch, delete.
import { z } from 'zod'
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import { parseOrThrow } from '../../domain/shared/app-error'
import { listQuerySchema } from '../../domain/shared/list-query'
import { resources } from '../../domain/resources'
import { recordPaymentCommand } from '../billing/billing-commands'
import { replayableRequest, runIdempotent } from '../shared/idempotency'
import { audited } from '../access/audited'
import { createdEvent, deletedEvent, titleOf, userChangedEvent } from '../access/audit-events'
import { assertOwn, ownListCondition, servesOwnPatch, servesOwnReads } from '../access/own-work'
import { createRecord, deleteRecord, getOrThrow, listRecords, patchRecord } from './records'
import { withCurrentOnStaleEdit } from './stale-edit'
import { idParam, writeCtxOf, writeTzSchema, type ApiRoute } from '../shared/route-types'
import { readsAllOf, visibleListSpec, visiblePage, visibleRecord } from '../access/visible-fields'

/**
 * Collections whose generic POST may carry an Idempotency-Key besides payments: a note the phone's
 * outbox replays (issue #33) is made once. Their answers are narrowed to the caller, so the stored
 * request names the caller (replayableRequest).
 */
const REPLAYABLE_CREATES: ReadonlySet<string> = new Set(['notes'])

const pageSchema = (item: z.ZodType) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    total_capped: z.literal(true).optional(),
    next_cursor: z.string().nullable(),
  })

export function collectionRoutes(): ApiRoute[] {
  const routes: ApiRoute[] = []
  for (const def of resources) {
    const base = `/api/${def.name}`
    const querySchema = listQuerySchema(def.list)
    const tag = def.name
    const { read, write, create = write } = COLLECTION_PERMISSIONS[def.name]
    routes.push(
      {
        method: 'GET',
        path: base,
        summary: `List ${def.name}`,
        tag,
        access: read,
        servesOwn: servesOwnReads(def.name),
        querySchema,
        responseSchema: pageSchema(def.schema),
        successStatus: 200,
        handle: async (input, deps) => {
          const query = parseOrThrow(querySchema, input.query, 'Invalid list query')
          const spec = visibleListSpec(def.name, input.grant, def.list, query)
          const now = deps.clock()
          const page = await deps.store.transaction(async (tx) => {
            const within = await ownListCondition(
              tx,
              def.name,
              input.grant,
              now,
              query.tz ?? 0,
              query.ids !== undefined,
            )
            return listRecords(tx, def.name, { ...query, within }, now, spec)
          })
          return { status: 200, body: visiblePage(def.name, input.grant, page) }
        },
      },
      {
        method: 'GET',
        path: `${base}/:id`,
        summary: `Get one ${def.label.toLowerCase()}`,
        tag,
        access: read,
        servesOwn: servesOwnReads(def.name),
        responseSchema: def.schema,
        successStatus: 200,
        handle: async (input, deps) => {
          const id = idParam(input, def.label)
          const row = await deps.store.read(async (tx) => {
            const found = await getOrThrow(tx, def.name, id)
            await assertOwn(tx, def.name, input.grant, found, `${def.label} not found`)
            return found
          })
          return { status: 200, body: visibleRecord(def.name, input.grant, row) }
        },
      },
      {
        method: 'POST',
        path: base,
        summary:
          def.name === 'payments'
            ? 'Record a payment (send an Idempotency-Key header to make a retry safe)'
            : REPLAYABLE_CREATES.has(def.name)
              ? `Create a ${def.label.toLowerCase()} (send an Idempotency-Key header to make a replay safe)`
              : `Create a ${def.label.toLowerCase()}`,
        tag,
        access: create,
        querySchema: writeTzSchema,
        bodySchema: def.createInput,
        responseSchema: def.schema,
        successStatus: 201,
        audit: createdEvent(def.name),
        handle: async (input, deps) => {
          const ctx = writeCtxOf(deps, input)
          if (def.name === 'payments') {
            return runIdempotent(deps, input, `POST ${base}`, async (tx) =>
              audited(tx, input, {
                status: 201,
                body: await recordPaymentCommand(tx, input.body, ctx, deps),
              }),
            )
          }
          if (REPLAYABLE_CREATES.has(def.name)) {
            const request = replayableRequest(input, `POST ${base}`)
            return runIdempotent(deps, input, request, async (tx) => {
              const created = await createRecord(tx, def.name, input.body, ctx)
              await audited(tx, input, { status: 201, body: created })
              return { status: 201, body: visibleRecord(def.name, input.grant, created) }
            })
          }
          const row = await deps.store.transaction(async (tx) => {
            const created = await createRecord(tx, def.name, input.body, ctx)
            await audited(tx, input, { status: 201, body: created })
            return created
          })
          return { status: 201, body: visibleRecord(def.name, input.grant, row) }
        },
      },
      {
        method: 'PATCH',
        path: `${base}/:id`,
        summary: `Change a ${def.label.toLowerCase()} (send \`version\` to refuse a stale edit)`,
        tag,
        access: write,
        servesOwn: servesOwnPatch(def.name),
        querySchema: writeTzSchema,
        bodySchema: def.patchInput,
        responseSchema: def.schema,
        successStatus: 200,
        ...(def.name === 'users' ? { audit: userChangedEvent } : {}),
        handle: async (input, deps) => {
          const id = idParam(input, def.label)
          const ctx = writeCtxOf(deps, input)
          // Replayable from the phone's outbox (issue #33): with an Idempotency-Key, an edit that was
          // applied answers the same again rather than a stale-version conflict with itself.
          const request = replayableRequest(input, `PATCH ${base}/${id}`)
          return runIdempotent(deps, input, request, async (tx) => {
            const changed = await withCurrentOnStaleEdit(
              () =>
                patchRecord(tx, def.name, id, input.body, ctx, (current, patch) =>
                  assertOwn(tx, def.name, input.grant, current, `${def.label} not found`, patch),
                ),
              async () => visibleRecord(def.name, input.grant, await getOrThrow(tx, def.name, id)),
            )
            await audited(tx, input, { status: 200, body: changed })
            return { status: 200, body: visibleRecord(def.name, input.grant, changed) }
          })
        },
      },
      {
        method: 'DELETE',
        path: `${base}/:id`,
        summary: `Delete a ${def.label.toLowerCase()}`,
        tag,
        access: write,
        successStatus: 204,
        audit: deletedEvent(def.label, def.name),
        handle: async (input, deps) => {
          const id = idParam(input, def.label)
          return deps.store.transaction(async (tx) => {
            const row = await deleteRecord(tx, def.name, id, readsAllOf(input.grant))
            return audited(tx, input, { status: 204, body: null, subject: titleOf(row) })
          })
        },
      },
    )
  }
  return routes
}

// System routes: health, plan, activity, export and demo reset.
import { z } from 'zod'
import { activityEntrySchema } from '../../domain/tools/activity'
import { planSchema } from '../../domain/tools/plan'
import { resetEvent } from '../access/audit-events'
import { writeExport } from './export-document'
import { resetDemoCommand } from './reset-demo'
import { audited } from '../access/audited'
import type { ApiRoute } from '../shared/route-types'
import { StreamedJson } from '../shared/streamed-json'

const healthSchema = z.object({ status: z.literal('ok'), store: z.string(), time: z.number() })

export function systemRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/health',
      summary: 'Liveness and storage check',
      tag: 'system',
      access: 'public',
      responseSchema: healthSchema,
      successStatus: 200,
      handle: async (_input, deps) => {
        await deps.store.transaction((tx) => tx.getPlan())
        return { status: 200, body: { status: 'ok', store: deps.store.kind, time: deps.clock() } }
      },
    },
    {
      method: 'GET',
      path: '/api/plan',
      summary: 'The workspace plan',
      tag: 'system',
      access: 'signed-in',
      responseSchema: planSchema,
      successStatus: 200,
      handle: async (_input, deps) => ({
        status: 200,
        body: await deps.store.transaction((tx) => tx.getPlan()),
      }),
    },
    {
      method: 'GET',
      path: '/api/activity',
      summary: 'Daily activity counts for the last 365 days',
      tag: 'system',
      access: 'dashboard:read',
      responseSchema: z.array(activityEntrySchema),
      successStatus: 200,
      handle: async (_input, deps) => ({
        status: 200,
        body: await deps.store.transaction((tx) => tx.getActivity()),
      }),
    },
    {
      method: 'GET',
      path: '/api/export',
      summary: 'All data as one JSON document (the shape of Export Demo JSON)',
      tag: 'system',
      access: 'data:export',
      successStatus: 200,
      handle: async (_input, deps) => {
        const exportedAt = new Date(deps.clock()).toISOString()
        // One transaction, so the document is one consistent moment however long it takes.
        const body = new StreamedJson((sink) =>
          deps.store.transaction((tx) => writeExport(tx, exportedAt, sink)),
        )
        return { status: 200, body }
      },
    },
    {
      method: 'POST',
      path: '/api/demo/reset',
      summary:
        'Replace all data with fresh sample data, then remove the uploaded files no row refers to',
      tag: 'system',
      access: 'data:reset',
      successStatus: 200,
      audit: resetEvent,
      handle: async (input, deps) => {
        const result = { status: 200, body: { ok: true } }
        await resetDemoCommand(deps, (tx) => audited(tx, input, result))
        return result
      },
    },
  ]
}

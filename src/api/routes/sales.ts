// Sales routes beyond the generic CRUD and the estimate commands: converting a lead to a job, and a
// lead's documents listed without their (large) file contents.
import { z } from 'zod'
import { convertLeadInput } from '../../domain/sales/lead-convert'
import { leadDocumentInfoSchema, type LeadDocumentInfo } from '../../domain/sales/lead-document'
import { eq } from '../../domain/shared/condition'
import { convertLeadCommand } from '../lead-commands'
import { getOrThrow, resourceOrThrow } from '../records'
import { ctxOf, idParam, type ApiRoute } from '../route-types'
import { visibleRows } from '../visible-fields'

export function salesRoutes(): ApiRoute[] {
  const leads = resourceOrThrow('leads')
  return [
    {
      method: 'POST',
      path: '/api/leads/:id/convert',
      summary:
        "Convert an open lead to a Scheduled job for its contact person and mark the lead Won (title, address and date optional: the lead's name, the person's location or 'TBD', now)",
      tag: 'leads',
      access: 'sales:write',
      bodySchema: convertLeadInput,
      responseSchema: z.object({ job: resourceOrThrow('jobs').schema, lead: leads.schema }),
      successStatus: 201,
      handle: async (input, deps) => {
        const id = idParam(input, leads.label)
        const ctx = ctxOf(deps)
        const result = await deps.store.transaction((tx) =>
          convertLeadCommand(tx, id, input.body, ctx),
        )
        return { status: 201, body: result }
      },
    },
    {
      method: 'GET',
      path: '/api/leads/:id/documents',
      summary:
        "A lead's documents, newest first, without their contents (GET /api/lead-documents/:id has the file)",
      tag: 'leads',
      access: 'sales:read',
      responseSchema: z.object({ items: z.array(leadDocumentInfoSchema) }),
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, leads.label)
        const items = await deps.store.transaction(async (tx) => {
          await getOrThrow(tx, 'leads', id)
          const rows = await tx.findAll('lead-documents', eq('lead_id', id))
          return rows
            .map(({ data_url: _file, ...info }): LeadDocumentInfo => info)
            .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1))
        })
        return { status: 200, body: { items: visibleRows('lead-documents', input.grant, items) } }
      },
    },
  ]
}

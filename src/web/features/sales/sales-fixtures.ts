// Builders of API-shaped sales records and a fake API for the Sales screens' tests.
import type { Estimate } from '../../../domain/sales/estimate'
import type { Lead } from '../../../domain/sales/lead'
import type { ApiRequest, ApiResponse } from '../../data/transport'
import { buildEstimate as buildAnEstimate, buildPerson } from '../../test/factories'
import { page } from '../../test/render-app'

export const client = buildPerson({ name: 'Linda Johnson', email: 'linda@example.com' })
export const other = buildPerson({ name: 'Oak Street HOA', email: 'board@oak.org' })

export const buildEstimate = (overrides: Partial<Estimate> = {}): Estimate =>
  buildAnEstimate({ client_person_id: client.id, ...overrides })

export function buildLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: '5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b',
    name: 'Backyard patio',
    source: 'Referral',
    stage: 'Contacted',
    person_id: client.id,
    value: 4800,
    job_id: null,
    created_at: Date.UTC(2026, 10, 18),
    version: 1,
    ...overrides,
  }
}

const notFound: ApiResponse = { status: 404, body: null }

/** The persons the screens look up or pick from; anything else falls to `more`, then 404. */
export function salesApi(more: (req: ApiRequest) => ApiResponse | undefined = () => undefined) {
  return (req: ApiRequest): ApiResponse => {
    const answer = more(req)
    if (answer) return answer
    if (req.method === 'GET' && req.path === '/api/persons') return page([client, other])
    for (const person of [client, other]) {
      if (req.method === 'GET' && req.path === `/api/persons/${person.id}`) {
        return { status: 200, body: person }
      }
    }
    return notFound
  }
}

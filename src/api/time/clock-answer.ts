// GET /api/time/clock's answer (issue #32 section 3): the caller first (when they have an employee
// record), then a crew: the one asked for with crew_id (a Crew user: only one they lead), else the
// first crew the caller leads.
import { z } from 'zod'
import { AppError } from '../../domain/shared/app-error'
import { idSchema } from '../../domain/shared/fields'
import { inList } from '../../domain/shared/condition'
import type { ClockAnswer } from '../../domain/time/time-api'
import type { Grant } from '../access/authorize'
import type { RowOf, StoreTx } from '../shared/store'
import { clockPeople } from './clock-people'
import { businessZoneOf, timeOf } from './time-context'
import { crewsLedBy } from './time-reach'

export const clockQuerySchema = z.object({ crew_id: idSchema.optional() }).strict()

const personSchema = z.object({
  employee_id: z.string(),
  name: z.string(),
  state: z.enum(['out', 'in', 'break']),
  since: z.number().nullable(),
  today_hours: z.number(),
})
export const clockAnswerSchema = z.object({
  me: personSchema.nullable(),
  crew: z.object({ id: z.string(), name: z.string(), members: z.array(personSchema) }).nullable(),
})
export const clockActionAnswerSchema = z.object({
  changed: z.array(personSchema),
  skipped: z.array(z.object({ employee_id: z.string(), name: z.string(), reason: z.string() })),
  acted_at: z.number().describe('When the person acted: acted_at, or when the server received it'),
  received_at: z.number().describe('When the server received the action'),
})

async function crewAsked(
  tx: StoreTx,
  grant: Grant | undefined,
  crewId: string | undefined,
): Promise<RowOf<'crews'> | null> {
  const led = await crewsLedBy(tx, grant?.actor?.employeeId ?? null)
  if (crewId === undefined) return led[0] ?? null
  const crew =
    grant?.scope === 'own' ? led.find((c) => c.id === crewId) : await tx.get('crews', crewId)
  if (!crew) throw new AppError('NOT_FOUND', 'Crew not found')
  return crew
}

export async function clockAnswer(
  tx: StoreTx,
  grant: Grant | undefined,
  crewId: string | undefined,
  now: number,
): Promise<ClockAnswer> {
  const time = timeOf(tx)
  const zone = await businessZoneOf(tx)
  const self = grant?.actor?.employeeId ?? null
  const me = self ? await tx.get('employees', self) : null
  const crew = await crewAsked(tx, grant, crewId)
  const members = crew?.members.length
    ? await tx.findAll('employees', inList('id', crew.members))
    : []
  const byId = new Map(members.map((m) => [m.id, m]))
  const ordered = (crew?.members ?? []).flatMap((id) => byId.get(id) ?? [])
  return {
    me: me ? ((await clockPeople(time, [me], zone, now))[0] ?? null) : null,
    crew: crew
      ? { id: crew.id, name: crew.name, members: await clockPeople(time, ordered, zone, now) }
      : null,
  }
}

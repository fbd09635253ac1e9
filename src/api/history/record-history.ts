// Writes the History events of a change (domain/history/change-events.ts) through the events port,
// in the change's own transaction. Called by the one write path of the use cases (records.ts), so a
// status change made by any command or route is on the record's History.
import { changeEvents, type ChangeLabels } from '../../domain/history/change-events'
import type { Row, StoreTx } from '../shared/store'

type Fields = Record<string, unknown> & { id: string }

/** Whether writing `collection` may make events: only then is the row before a change read. */
export const makesEvents = (tx: StoreTx, collection: string): boolean =>
  tx.events !== null &&
  ['estimates', 'invoices', 'jobs', 'persons', 'payments'].includes(collection)

async function labelsFor(tx: StoreTx, before: Fields | null, after: Fields): Promise<ChangeLabels> {
  const crewId = after.assigned_crew_id
  if (before === null || typeof crewId !== 'string' || crewId === before.assigned_crew_id) return {}
  const crew = await tx.get('crews', crewId)
  return { crewName: typeof crew?.name === 'string' ? crew.name : null }
}

/** Records the events of writing `after` over `before` (null: created) of `collection`. */
export async function recordChange(
  tx: StoreTx,
  collection: string,
  before: Fields | Row | null,
  after: Fields | Row,
): Promise<void> {
  const events = tx.events
  if (events === null || !makesEvents(tx, collection)) return
  const labels = await labelsFor(tx, before, after)
  for (const event of changeEvents(collection, before, after, labels)) await events.add(event)
}

// A request from the public form (/request, issue #31): the person (or the one who already has that
// e-mail address), a New lead with the request as its note and the photos as its documents, a line
// in the lead's activity and the person's History (work-request-lead.ts, shared with the client
// hub's requests), and the office told, in one transaction. The
// answer is the same whoever the address belongs to, so the form tells a stranger nothing.
import { REQUEST_FORM_OFF } from '../../domain/client-hub/client-hub-settings'
import {
  isHoneypotFilled,
  parseWorkRequest,
  REQUEST_FORM_SOURCE,
  REQUESTED_ON_FORM,
  type WorkRequest,
} from '../../domain/client-hub/work-request'
import { workRequestNotice } from '../../domain/client-hub/work-request-notice'
import { AppError } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import { notifyOfficeByMail } from '../notifications/office-mail'
import { createRecord } from '../records/records'
import type { ApiDeps } from '../shared/deps'
import { ctxOf } from '../shared/route-types'
import type { Row, StoreTx } from '../shared/store'
import { addWorkRequestLead, checkedPhotos } from './work-request-lead'

/** Whether the Owner lets the form take requests (the demo, which has no settings: no). */
export async function isRequestFormOn(tx: StoreTx): Promise<boolean> {
  if (!tx.clientHub) return false
  return (await tx.clientHub.getSettings()).request_form_enabled
}

/**
 * The person with this e-mail address (the oldest, if several), or a new one. An existing person is
 * left as they are: what the requester typed is kept in the lead's note.
 */
async function personFor(tx: StoreTx, request: WorkRequest, ctx: RuleContext): Promise<Row> {
  const found = await tx.findAll('persons', eq('email', request.email))
  const existing = found.sort((a, b) => a.created_at - b.created_at)[0]
  if (existing) return existing
  return createRecord(
    tx,
    'persons',
    { name: request.name, email: request.email, phone: request.phone, location: request.address },
    ctx,
  )
}

export async function submitWorkRequest(deps: ApiDeps, body: unknown): Promise<void> {
  const isOn = await deps.store.read(isRequestFormOn)
  if (!isOn) throw new AppError('NOT_FOUND', REQUEST_FORM_OFF)
  // A robot's request: answered like any other, kept nowhere.
  if (isHoneypotFilled(body)) return
  const request = parseWorkRequest(body)
  const photos = checkedPhotos(request.photos)
  const ctx = ctxOf(deps)
  await deps.store.transaction(
    async (tx) => {
      // Turned off a moment ago: refused as well.
      if (!(await isRequestFormOn(tx))) throw new AppError('NOT_FOUND', REQUEST_FORM_OFF)
      const person = await personFor(tx, request, ctx)
      const lead = await addWorkRequestLead(tx, ctx, person, request, photos, {
        source: REQUEST_FORM_SOURCE,
        activity: REQUESTED_ON_FORM,
        historyText: 'Requested work on the public form',
      })
      await notifyOfficeByMail(
        tx,
        deps,
        'hub-action',
        workRequestNotice(lead, request),
        String(person.name),
      )
    },
    { now: ctx.now },
  )
}

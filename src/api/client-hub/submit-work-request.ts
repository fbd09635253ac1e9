// A request from the public form (/request, issue #31): the person (or the one who already has that
// e-mail address), a New lead with the request as its note and the photos as its documents, a line
// in the lead's activity and the person's History, and the office told, in one transaction. The
// answer is the same whoever the address belongs to, so the form tells a stranger nothing.
import { REQUEST_FORM_OFF } from '../../domain/client-hub/client-hub-settings'
import {
  isHoneypotFilled,
  MAX_REQUEST_PHOTO_BYTES,
  parseWorkRequest,
  REQUEST_FORM_SOURCE,
  REQUESTED_ON_FORM,
  workRequestLeadName,
  workRequestNote,
  type WorkRequest,
  type WorkRequestPhoto,
} from '../../domain/client-hub/work-request'
import { workRequestNotice } from '../../domain/client-hub/work-request-notice'
import { isAllowedDocumentType } from '../../domain/sales/lead-document'
import { AppError } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import {
  checkFileName,
  checkUploadedFile,
  UNSUPPORTED_FILE_MESSAGE,
} from '../../domain/tools/media-file'
import { notifyOfficeByMail } from '../notifications/office-mail'
import { createRecord } from '../records/records'
import type { ApiDeps } from '../shared/deps'
import { ctxOf } from '../shared/route-types'
import type { Row, StoreTx } from '../shared/store'

/** Whether the Owner lets the form take requests (the demo, which has no settings: no). */
export async function isRequestFormOn(tx: StoreTx): Promise<boolean> {
  if (!tx.clientHub) return false
  return (await tx.clientHub.getSettings()).request_form_enabled
}

/**
 * A photo checked by its bytes (media-file.ts) and kept as the kind they show, under a plain name.
 * Only the photo kinds a lead's documents take: HEIC and AVIF are refused like any other file.
 */
function checkedPhoto(photo: WorkRequestPhoto, index: number): { name: string; data_url: string } {
  const file = checkUploadedFile(photo.data_url, MAX_REQUEST_PHOTO_BYTES, {
    field: 'photos',
    accept: 'photo',
  })
  if (!isAllowedDocumentType(file.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE, {
      photos: UNSUPPORTED_FILE_MESSAGE,
    })
  }
  const given = photo.file_name ? checkFileName(photo.file_name) : ''
  return {
    name: given || `photo-${index + 1}.${file.ext}`,
    data_url: `data:${file.mime};base64,${file.base64}`,
  }
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
  const photos = request.photos.map(checkedPhoto)
  const ctx = ctxOf(deps)
  await deps.store.transaction(
    async (tx) => {
      // Turned off a moment ago: refused as well.
      if (!(await isRequestFormOn(tx))) throw new AppError('NOT_FOUND', REQUEST_FORM_OFF)
      const person = await personFor(tx, request, ctx)
      const lead = await createRecord(
        tx,
        'leads',
        {
          name: workRequestLeadName(request),
          person_id: person.id,
          source: REQUEST_FORM_SOURCE,
          stage: 'New',
        },
        ctx,
      )
      await createRecord(
        tx,
        'lead-notes',
        { lead_id: lead.id, text: workRequestNote(request) },
        ctx,
      )
      await createRecord(
        tx,
        'lead-activities',
        { lead_id: lead.id, type: 'Other', summary: REQUESTED_ON_FORM },
        ctx,
      )
      for (const photo of photos) {
        await createRecord(tx, 'lead-documents', { lead_id: lead.id, ...photo }, ctx)
      }
      await tx.events?.add({
        collection: 'persons',
        record_id: person.id,
        kind: 'work-requested',
        text: `Requested work on the public form: ${request.service}`,
        field: null,
        data: { lead_id: lead.id },
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

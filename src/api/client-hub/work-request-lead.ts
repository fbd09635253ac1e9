// What a request for work leaves behind, whichever way it came (the public form, or the client hub,
// issue #31): its photos checked by their bytes, then, in the caller's transaction, a New lead of
// the person with the request as its note and the photos as its documents, a line in the lead's
// activity and one in the person's History. The caller tells the office.
import {
  MAX_REQUEST_PHOTO_BYTES,
  workRequestLeadName,
  workRequestNote,
  type WorkRequest,
  type WorkRequestPhoto,
} from '../../domain/client-hub/work-request'
import { isAllowedDocumentType } from '../../domain/sales/lead-document'
import { AppError } from '../../domain/shared/app-error'
import type { RuleContext } from '../../domain/shared/context'
import {
  checkFileName,
  checkUploadedFile,
  UNSUPPORTED_FILE_MESSAGE,
} from '../../domain/tools/media-file'
import { createRecord } from '../records/records'
import type { Row, StoreTx } from '../shared/store'

export type CheckedPhoto = { name: string; data_url: string }

/**
 * A photo checked by its bytes (media-file.ts) and kept as the kind they show, under a plain name.
 * Only the photo kinds a lead's documents take: HEIC and AVIF are refused like any other file.
 */
function checkedPhoto(photo: WorkRequestPhoto, index: number): CheckedPhoto {
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

/** Every photo of a request checked (before any transaction: decoding takes a moment). */
export const checkedPhotos = (photos: readonly WorkRequestPhoto[]): CheckedPhoto[] =>
  photos.map(checkedPhoto)

/** Where a request came from: the lead's source, its activity line and the History's words. */
export type WorkRequestOrigin = { source: string; activity: string; historyText: string }

/** The lead of `person` for the request, with its note, activity, documents and History line. */
export async function addWorkRequestLead(
  tx: StoreTx,
  ctx: RuleContext,
  person: Row,
  request: WorkRequest,
  photos: readonly CheckedPhoto[],
  origin: WorkRequestOrigin,
): Promise<Row> {
  const lead = await createRecord(
    tx,
    'leads',
    {
      name: workRequestLeadName(request),
      person_id: person.id,
      source: origin.source,
      stage: 'New',
    },
    ctx,
  )
  await createRecord(tx, 'lead-notes', { lead_id: lead.id, text: workRequestNote(request) }, ctx)
  await createRecord(
    tx,
    'lead-activities',
    { lead_id: lead.id, type: 'Other', summary: origin.activity },
    ctx,
  )
  for (const photo of photos) {
    await createRecord(tx, 'lead-documents', { lead_id: lead.id, ...photo }, ctx)
  }
  await tx.events?.add({
    collection: 'persons',
    record_id: person.id,
    kind: 'work-requested',
    text: `${origin.historyText}: ${request.service}`,
    field: null,
    data: { lead_id: lead.id },
  })
  return lead
}

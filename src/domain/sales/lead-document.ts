// Files attached to a lead (its Documents tab): quotes, plans, photos. The file travels and is kept
// as a base64 data URL, so both the database and the demo's localStorage hold it the same way; the
// size limit keeps one upload within a request body and within browser storage.
import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { parseDataUrl } from '../shared/data-url'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const LEAD_DOCUMENT_MAX_BYTES = 1024 * 1024

/** What may be uploaded: documents, spreadsheets, text and images. */
export const leadDocumentTypes: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'text/plain': 'Text',
  'text/csv': 'CSV',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.ms-excel': 'Excel spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel spreadsheet',
}

/** The file input's accept attribute. */
export const LEAD_DOCUMENT_ACCEPT = [
  ...Object.keys(leadDocumentTypes),
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.txt',
  '.csv',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
].join(',')

export const LEAD_DOCUMENT_TOO_LARGE = 'The file is too large (max 1 MB)'
export const LEAD_DOCUMENT_EMPTY = 'The file is empty'
export const LEAD_DOCUMENT_UNSUPPORTED =
  'This type of file cannot be uploaded: use a PDF, an image, a text, CSV, Word or Excel file'

const typeByExtension: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/**
 * The type of a picked file: what the browser says, or, when it says nothing useful (an empty type
 * or application/octet-stream), what the file name's extension means.
 */
export function documentTypeOf(file: { name: string; type: string }): string {
  const given = file.type.toLowerCase()
  if (given && given !== 'application/octet-stream') return given
  const ext = file.name.toLowerCase().split('.').pop() ?? ''
  return typeByExtension[ext] ?? (given || 'application/octet-stream')
}

export function isAllowedDocumentType(contentType: string): boolean {
  return Object.hasOwn(leadDocumentTypes, contentType.toLowerCase())
}

export const LEAD_DOCUMENT_MISMATCH = "The file's contents do not match its type"

/**
 * The checks an upload must pass, in the order a user can act on them: type (415), emptiness (400),
 * size (413). Used by the API, and by the browser before it reads the file at all.
 */
export function checkDocumentFile(file: { contentType: string; size: number }): void {
  if (!isAllowedDocumentType(file.contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', LEAD_DOCUMENT_UNSUPPORTED)
  }
  if (file.size === 0) {
    throw new AppError('VALIDATION', LEAD_DOCUMENT_EMPTY, { data_url: LEAD_DOCUMENT_EMPTY })
  }
  if (file.size > LEAD_DOCUMENT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', LEAD_DOCUMENT_TOO_LARGE)
  }
}

const startsWith = (head: string, ...prefixes: string[]) => prefixes.some((p) => head.startsWith(p))

/**
 * Whether the file's first bytes (as a binary string) are what its type says: a PDF starts with
 * %PDF-, a Word or Excel file is a ZIP (docx, xlsx) or an OLE container (doc, xls), text has no NUL
 * bytes. So a program renamed to 'quote.pdf' is refused.
 */
export function contentMatchesType(contentType: string, head: string): boolean {
  switch (contentType.toLowerCase()) {
    case 'application/pdf':
      return startsWith(head, '%PDF-')
    case 'image/png':
      return startsWith(head, '\x89PNG\r\n\x1a\n')
    case 'image/jpeg':
      return startsWith(head, '\xff\xd8\xff')
    case 'image/gif':
      return startsWith(head, 'GIF87a', 'GIF89a')
    case 'image/webp':
      return head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP'
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return startsWith(head, 'PK\x03\x04')
    case 'application/msword':
    case 'application/vnd.ms-excel':
      // Old Excel files are often plain CSV text saved with an .xls name or type.
      return startsWith(head, '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1') || !head.includes('\x00')
    case 'text/plain':
    case 'text/csv':
      return !head.includes('\x00')
    default:
      return false
  }
}

/** The first bytes of a base64 payload as a binary string (enough to recognise a file). */
function headOf(base64: string, bytes = 512): string {
  return atob(base64.slice(0, Math.ceil(bytes / 3) * 4))
}

/** A file name without any folder part ('C:\\plans\\site.pdf' -> 'site.pdf'). */
export function baseFileName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? ''
}

export const leadDocumentSchema = z.object({
  id: idSchema,
  lead_id: idSchema,
  name: z.string(),
  content_type: z.string(),
  /** Bytes of the file. */
  size: z.number().int().min(0),
  data_url: z.string(),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type LeadDocument = z.infer<typeof leadDocumentSchema>
/** A document without its content, as the lead's document list shows it. */
export type LeadDocumentInfo = Omit<LeadDocument, 'data_url'>
export const leadDocumentInfoSchema = leadDocumentSchema.omit({ data_url: true })

const nameInput = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text'),
  })
  .transform(baseFileName)
  .pipe(requiredText('Name'))

export const createLeadDocumentInput = z
  .object({
    lead_id: idSchema,
    name: nameInput,
    data_url: z
      .string({ message: 'The file is required' })
      .min(1, 'The file is required')
      .transform((text, ctx) => {
        const parsed = parseDataUrl(text)
        if (!parsed) {
          ctx.addIssue({ code: 'custom', message: 'The file must be a base64 data URL' })
          return z.NEVER
        }
        return { text, ...parsed }
      }),
  })
  .strict()
export type CreateLeadDocumentInput = z.input<typeof createLeadDocumentInput>

export const patchLeadDocumentInput = z
  .object({ name: nameInput, version: versionSchema })
  .partial()
  .strict()

export const leadDocumentResource = defineResource({
  name: 'lead-documents',
  label: 'Document',
  schema: leadDocumentSchema,
  createInput: createLeadDocumentInput,
  patchInput: patchLeadDocumentInput,
  build: (input, { now, newId }) => {
    checkDocumentFile(input.data_url)
    if (!contentMatchesType(input.data_url.contentType, headOf(input.data_url.base64))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', LEAD_DOCUMENT_MISMATCH)
    }
    return {
      id: newId(),
      lead_id: input.lead_id,
      name: input.name,
      content_type: input.data_url.contentType,
      size: input.data_url.size,
      data_url: input.data_url.text,
      created_at: now,
    }
  },
  applyPatch: (document, patch) => mergePatch(document, patch),
  list: {
    search: ['name'],
    filters: {},
    fields: { lead_id: 'uuid' },
    sorts: {
      newest: { field: 'created_at', direction: 'desc', kind: 'number' },
      name: { field: 'name', direction: 'asc', kind: 'text' },
    },
    defaultSort: 'newest',
  },
  referencedBy: [],
})

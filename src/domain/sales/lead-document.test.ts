import { describe, expect, it } from 'vitest'
import { AppError } from '../shared/app-error'
import {
  LEAD_DOCUMENT_EMPTY,
  LEAD_DOCUMENT_MAX_BYTES,
  LEAD_DOCUMENT_MISMATCH,
  LEAD_DOCUMENT_TOO_LARGE,
  LEAD_DOCUMENT_UNSUPPORTED,
  baseFileName,
  checkDocumentFile,
  contentMatchesType,
  documentTypeOf,
  createLeadDocumentInput,
  leadDocumentResource,
  leadDocumentSchema,
} from './lead-document'

const LEAD_ID = '00000000-0000-4000-8000-000000000001'
const ctx = { now: Date.UTC(2026, 10, 23), newId: () => '00000000-0000-4000-8000-0000000000dd' }
const dataUrl = (type: string, text: string) => `data:${type};base64,${btoa(text)}`

function upload(body: Record<string, unknown>) {
  const input = createLeadDocumentInput.parse({ lead_id: LEAD_ID, ...body })
  return leadDocumentResource.build(input, ctx)
}

function refusal(body: Record<string, unknown>): { code: string; message: string } {
  try {
    upload(body)
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('expected the upload to be refused')
}

describe('uploading a lead document', () => {
  it('stores the name, type and size taken from the file itself', () => {
    const document = upload({
      name: 'C:\\Users\\ann\\quote.pdf',
      data_url: dataUrl('application/pdf', '%PDF-1.7 quote'),
    })
    expect(document).toEqual({
      id: '00000000-0000-4000-8000-0000000000dd',
      lead_id: LEAD_ID,
      name: 'quote.pdf',
      content_type: 'application/pdf',
      size: 14,
      data_url: dataUrl('application/pdf', '%PDF-1.7 quote'),
      created_at: ctx.now,
    })
    expect(leadDocumentSchema.safeParse({ ...document, version: 1 }).success).toBe(true)
  })

  it('refuses a type that is not a document, image or spreadsheet (415)', () => {
    expect(
      refusal({ name: 'run.exe', data_url: dataUrl('application/x-msdownload', 'MZ') }),
    ).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: LEAD_DOCUMENT_UNSUPPORTED })
  })

  it('refuses contents that do not match the type (415)', () => {
    expect(
      refusal({ name: 'quote.pdf', data_url: dataUrl('application/pdf', 'MZ\x90\x00') }),
    ).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: LEAD_DOCUMENT_MISMATCH })
  })

  it('refuses an empty file (400) and a file over 1 MB (413)', () => {
    expect(refusal({ name: 'a.txt', data_url: 'data:text/plain;base64,' })).toEqual({
      code: 'VALIDATION',
      message: LEAD_DOCUMENT_EMPTY,
    })
    const big = 'a'.repeat(LEAD_DOCUMENT_MAX_BYTES + 1)
    expect(refusal({ name: 'big.txt', data_url: dataUrl('text/plain', big) })).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: LEAD_DOCUMENT_TOO_LARGE,
    })
    const justFits = 'a'.repeat(LEAD_DOCUMENT_MAX_BYTES)
    expect(upload({ name: 'ok.txt', data_url: dataUrl('text/plain', justFits) }).size).toBe(
      LEAD_DOCUMENT_MAX_BYTES,
    )
  })

  it('requires a name and a base64 data URL', () => {
    expect(
      createLeadDocumentInput.safeParse({
        lead_id: LEAD_ID,
        name: ' / ',
        data_url: dataUrl('text/plain', 'x'),
      }).success,
    ).toBe(false)
    expect(
      createLeadDocumentInput.safeParse({ lead_id: LEAD_ID, name: 'a.txt', data_url: 'hello' })
        .success,
    ).toBe(false)
    expect(createLeadDocumentInput.safeParse({ lead_id: LEAD_ID, name: 'a.txt' }).success).toBe(
      false,
    )
  })
})

describe('checkDocumentFile', () => {
  it('checks type, then emptiness, then size', () => {
    expect(() => checkDocumentFile({ contentType: 'video/mp4', size: 0 })).toThrowError(
      expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE' }),
    )
    expect(() => checkDocumentFile({ contentType: 'text/csv', size: 0 })).toThrowError(
      expect.objectContaining({ code: 'VALIDATION' }),
    )
    expect(() => checkDocumentFile({ contentType: 'TEXT/CSV', size: 10 })).not.toThrow()
  })
})

describe('contentMatchesType', () => {
  it('recognises each kind by its first bytes', () => {
    expect(contentMatchesType('image/png', '\x89PNG\r\n\x1a\n....')).toBe(true)
    expect(contentMatchesType('image/jpeg', '\xff\xd8\xff\xe0')).toBe(true)
    expect(contentMatchesType('image/gif', 'GIF89a')).toBe(true)
    expect(contentMatchesType('image/webp', 'RIFF\x00\x00\x00\x00WEBPVP8')).toBe(true)
    expect(
      contentMatchesType(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'PK\x03\x04',
      ),
    ).toBe(true)
    expect(contentMatchesType('application/msword', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1')).toBe(true)
    expect(contentMatchesType('text/csv', 'a,b\n1,2')).toBe(true)
    expect(contentMatchesType('text/plain', 'MZ\x00\x00')).toBe(false)
    expect(contentMatchesType('image/png', 'GIF89a')).toBe(false)
  })
})

describe('baseFileName', () => {
  it('drops any folder part', () => {
    expect(baseFileName('/home/ann/plan.pdf')).toBe('plan.pdf')
    expect(baseFileName(' plan.pdf ')).toBe('plan.pdf')
    expect(baseFileName('a/b/')).toBe('')
  })
})

describe('documentTypeOf', () => {
  it("trusts the browser's type, else the extension", () => {
    expect(documentTypeOf({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf')
    expect(documentTypeOf({ name: 'Plan.XLSX', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(documentTypeOf({ name: 'notes.txt', type: 'application/octet-stream' })).toBe(
      'text/plain',
    )
    expect(documentTypeOf({ name: 'tool.exe', type: '' })).toBe('application/octet-stream')
  })
})

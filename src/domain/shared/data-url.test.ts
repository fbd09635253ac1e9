import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64Size, formatFileSize, parseDataUrl } from './data-url'

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

describe('parseDataUrl', () => {
  it('reads the content type and the size of a base64 data URL', () => {
    expect(parseDataUrl('data:application/pdf;base64,JVBERi0=')).toEqual({
      contentType: 'application/pdf',
      base64: 'JVBERi0=',
      size: 5,
    })
    expect(parseDataUrl('data:Text/Plain;charset=utf-8;base64,aGk=')?.contentType).toBe(
      'text/plain',
    )
    expect(parseDataUrl('data:;base64,aGk=')?.contentType).toBe('application/octet-stream')
  })

  it('refuses what is not a base64 data URL', () => {
    for (const text of [
      'https://example.com/a.pdf',
      'data:text/plain,hello',
      'data:text/plain;base64,not base64!',
      'data:text/plain;base64,abc',
      'JVBERi0=',
    ]) {
      expect(parseDataUrl(text), text).toBeNull()
    }
  })

  it('measures the decoded size exactly, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const base64 = toBase64(bytes)
        expect(base64Size(base64)).toBe(bytes.length)
        expect(parseDataUrl(`data:application/octet-stream;base64,${base64}`)?.size).toBe(
          bytes.length,
        )
      }),
    )
  })
})

describe('formatFileSize', () => {
  it('says B, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(2048)).toBe('2 KB')
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB')
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12 MB')
  })
})

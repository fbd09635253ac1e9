import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from '../shared/app-error'
import {
  checkFileName,
  checkUploadedFile,
  FILE_NAME_PATH_MESSAGE,
  mediaKindOfExtension,
  MiB,
  parseDataUrl,
  sniffMediaKind,
} from './media-file'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  )
const toBase64 = (data: Uint8Array) => btoa(String.fromCharCode(...data))
const dataUrl = (data: Uint8Array, mime = 'image/png') => `data:${mime};base64,${toBase64(data)}`

const samples = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF rest of file'),
  png: bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR....'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]),
  mp4: bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]),
  avif: bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]),
  heic: bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  html: bytes('<!doctype html><script>alert(1)</script>'),
  exe: bytes('MZ', [0x90, 0, 3, 0]),
}

function errorOf(run: () => unknown): AppError {
  try {
    run()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected an AppError')
}

describe('sniffMediaKind', () => {
  it('knows photos and videos by their first bytes', () => {
    expect(sniffMediaKind(samples.jpeg)).toEqual({ mime: 'image/jpeg', ext: 'jpg', type: 'photo' })
    expect(sniffMediaKind(samples.png)?.ext).toBe('png')
    expect(sniffMediaKind(samples.gif)?.ext).toBe('gif')
    expect(sniffMediaKind(samples.webp)?.ext).toBe('webp')
    expect(sniffMediaKind(samples.avif)).toEqual({ mime: 'image/avif', ext: 'avif', type: 'photo' })
    expect(sniffMediaKind(samples.webm)).toEqual({ mime: 'video/webm', ext: 'webm', type: 'video' })
    expect(sniffMediaKind(samples.mp4)).toEqual({ mime: 'video/mp4', ext: 'mp4', type: 'video' })
  })

  it('refuses anything else, whatever it claims to be', () => {
    for (const name of ['heic', 'svg', 'html', 'exe'] as const) {
      expect(sniffMediaKind(samples[name]), name).toBeNull()
    }
    expect(sniffMediaKind(new Uint8Array())).toBeNull()
    expect(sniffMediaKind(bytes([0xff, 0xd8]))).toBeNull()
  })
})

describe('mediaKindOfExtension', () => {
  it('gives back the kind sniffed at upload from the stored extension, and nothing else', () => {
    for (const name of ['jpeg', 'png', 'gif', 'webp', 'avif', 'webm', 'mp4'] as const) {
      const kind = sniffMediaKind(samples[name])
      expect(kind && mediaKindOfExtension(kind.ext), name).toEqual(kind)
    }
    for (const ext of ['svg', 'html', 'JPG', '', '__proto__', 'toString']) {
      expect(mediaKindOfExtension(ext), ext).toBeNull()
    }
  })
})

describe('parseDataUrl', () => {
  it('takes the base64 payload and its decoded size', () => {
    expect(parseDataUrl('data:image/png;base64,AAAA')).toEqual({ base64: 'AAAA', byteLength: 3 })
    expect(parseDataUrl('data:;base64,AAA=')).toEqual({ base64: 'AAA=', byteLength: 2 })
    expect(parseDataUrl('data:image/jpeg;name=a.jpg;base64,AA==\n')).toEqual({
      base64: 'AA==',
      byteLength: 1,
    })
  })

  it('gives the exact decoded size for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 300 }), (data) => {
        expect(parseDataUrl(dataUrl(data)).byteLength).toBe(data.length)
      }),
    )
  })

  it('refuses what is not a base64 data URL', () => {
    for (const text of [
      '',
      'https://example.com/a.png',
      'data:image/png,plain-text',
      'data:image/png;base64,',
      'data:image/png;base64,AAA',
      'data:image/png;base64,AA*A',
      '/etc/passwd',
    ]) {
      const error = errorOf(() => parseDataUrl(text))
      expect(error.code, text).toBe('VALIDATION')
      expect(error.fields).toHaveProperty('data_url')
    }
  })
})

describe('checkUploadedFile', () => {
  it('accepts a photo by its content even when the data URL claims another type', () => {
    const checked = checkUploadedFile(dataUrl(samples.jpeg, 'text/html'), MiB)
    expect(checked).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', type: 'photo' })
    expect(checked.byteLength).toBe(samples.jpeg.length)
  })

  it('refuses a file of the wrong type with 415', () => {
    const error = errorOf(() => checkUploadedFile(dataUrl(samples.svg, 'image/svg+xml'), MiB))
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(error.status).toBe(415)
  })

  it('refuses a file over the limit with 413 before looking at its type', () => {
    const big = new Uint8Array(1025)
    big.set(samples.png)
    const error = errorOf(() => checkUploadedFile(dataUrl(big), 1024))
    expect(error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(error.message).toBe('The file is too large (max 1 KiB)')
    expect(checkUploadedFile(dataUrl(big.subarray(0, 1024)), 1024).byteLength).toBe(1024)
  })

  it('takes only photos where a photo is asked for', () => {
    const error = errorOf(() =>
      checkUploadedFile(dataUrl(samples.webm), MiB, { field: 'thumb_data_url', accept: 'photo' }),
    )
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(error.fields).toHaveProperty('thumb_data_url')
  })
})

describe('checkFileName', () => {
  it('keeps plain names, trimmed', () => {
    expect(checkFileName(' IMG_2041.JPG ')).toBe('IMG_2041.JPG')
    expect(checkFileName('Backyard before (1).png')).toBe('Backyard before (1).png')
    expect(checkFileName('.hidden.png')).toBe('.hidden.png')
  })

  it('refuses names that carry a path or control characters', () => {
    for (const name of [
      '../../etc/passwd',
      '..\\..\\windows\\system.ini',
      '/etc/passwd',
      'photos/a.jpg',
      'C:\\photo.jpg',
      '..',
      '.',
      '..photo.jpg',
      '%2e%2e%2fphoto.jpg',
      'a%2Fb.jpg',
      'photo\u0000.jpg',
      'photo\n.jpg',
    ]) {
      const error = errorOf(() => checkFileName(name))
      expect(error.code, name).toBe('VALIDATION')
      expect(error.fields).toEqual({ file_name: FILE_NAME_PATH_MESSAGE })
    }
  })

  it('refuses overly long names', () => {
    expect(errorOf(() => checkFileName(`${'a'.repeat(201)}.jpg`)).code).toBe('VALIDATION')
  })
})

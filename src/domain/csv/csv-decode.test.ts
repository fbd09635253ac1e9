import { describe, expect, it } from 'vitest'
import { decodeCsvBytes } from './csv-decode'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with a byte order mark and drops the mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Name\nJosé Müller')])
    expect(decodeCsvBytes(bytes)).toEqual({
      text: 'Name\nJosé Müller',
      encoding: 'utf-8',
      hasBom: true,
    })
  })

  it('reads UTF-8 without a mark', () => {
    expect(decodeCsvBytes(utf8('Name\nZoë – “quoted”'))).toEqual({
      text: 'Name\nZoë – “quoted”',
      encoding: 'utf-8',
      hasBom: false,
    })
  })

  it('takes bytes that are not UTF-8 as Windows-1252 (Excel’s plain CSV)', () => {
    // "José – €5" in Windows-1252: é = E9, en dash = 96, euro = 80.
    const bytes = new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x96, 0x20, 0x80, 0x35])
    expect(decodeCsvBytes(bytes)).toEqual({
      text: 'José – €5',
      encoding: 'windows-1252',
      hasBom: false,
    })
  })

  it('reads UTF-16 with its mark (Excel’s Unicode text)', () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00])
    expect(decodeCsvBytes(bytes)).toMatchObject({ text: 'Aé', encoding: 'utf-16le' })
  })

  it('reads an empty file as empty UTF-8', () => {
    expect(decodeCsvBytes(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8', hasBom: false })
  })
})

describe('Windows-1252 bytes 0x80-0x9F', () => {
  it('are the characters of the WHATWG table, whatever the runtime’s decoder does', () => {
    const bytes = new Uint8Array([0xef, 0x80, 0x85, 0x91, 0x92, 0x93, 0x94, 0x97, 0x99, 0x9f, 0x81])
    expect(decodeCsvBytes(bytes).text).toBe('ï€…‘’“”—™Ÿ\u0081')
  })
})

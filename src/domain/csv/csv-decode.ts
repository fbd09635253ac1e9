// The text of an uploaded CSV file whatever wrote it: UTF-8 with or without a byte order mark (most
// exports, Excel's "CSV UTF-8"), UTF-16 with its mark (Excel's "Unicode text"), else Windows-1252
// (Excel's plain "CSV" on Windows, older QuickBooks): bytes that are not valid UTF-8 are taken as that.
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

export type DecodedCsv = { text: string; encoding: CsvEncoding; hasBom: boolean }

/**
 * Windows-1252's characters at bytes 0x80-0x9F (WHATWG Encoding), where ISO-8859-1 has control
 * codes. Node 20's TextDecoder('windows-1252') decodes as ISO-8859-1 (nodejs/node#56542), browsers
 * do not: the control codes are mapped here, so both give the same text. Bytes 0x81, 0x8D, 0x8F,
 * 0x90 and 0x9D map to themselves.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c)
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, i) => bytes[i] === byte)

export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  // TextDecoder drops the mark of its own encoding (ignoreBOM is false by default).
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8', hasBom: true }
  }
  if (startsWith(bytes, [0xff, 0xfe])) {
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le', hasBom: true }
  }
  if (startsWith(bytes, [0xfe, 0xff])) {
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be', hasBom: true }
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return { text, encoding: 'utf-8', hasBom: false }
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252', hasBom: false }
  }
}

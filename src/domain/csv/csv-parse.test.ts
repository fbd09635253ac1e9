import { describe, expect, it } from 'vitest'
import { CsvFileError, parseCsvText } from './csv-parse'

describe('parseCsvText', () => {
  it.each([
    [',', 'Name,Email\r\nAda,ada@example.com\r\n'],
    [';', 'Name;Email\nAda;ada@example.com\n'],
    ['\t', 'Name\tEmail\nAda\tada@example.com'],
    ['|', 'Name|Email\nAda|ada@example.com'],
  ])('finds the delimiter %j', (delimiter, text) => {
    expect(parseCsvText(text)).toEqual({
      headers: ['Name', 'Email'],
      rows: [['Ada', 'ada@example.com']],
      delimiter,
    })
  })

  it('keeps commas inside quotes with a semicolon delimiter (European Excel)', () => {
    const parsed = parseCsvText('Name;Street\n"Lopez, Maria";"1 Elm St; Apt 2"\n"Oak HOA";"2 Oak"')
    expect(parsed.delimiter).toBe(';')
    expect(parsed.rows).toEqual([
      ['Lopez, Maria', '1 Elm St; Apt 2'],
      ['Oak HOA', '2 Oak'],
    ])
  })

  it('trims headers, skips blank lines and pads short rows', () => {
    const parsed = parseCsvText(' Name , Email ,Phone\n\nAda,ada@example.com\n,,\n')
    expect(parsed.headers).toEqual(['Name', 'Email', 'Phone'])
    expect(parsed.rows).toEqual([['Ada', 'ada@example.com', '']])
  })

  it('refuses a file without a header row', () => {
    expect(() => parseCsvText('')).toThrow(CsvFileError)
    expect(() => parseCsvText('\n\n')).toThrow('The file has no header row')
  })

  it('refuses a file with an unclosed quote', () => {
    expect(() => parseCsvText('Name,Email\n"Ada,ada@example.com\n')).toThrow(/not valid CSV/)
  })
})

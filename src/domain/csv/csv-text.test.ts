import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvLines, neutralizeFormula } from './csv-text'

describe('neutralizeFormula', () => {
  it.each(['=1+1', '+15550100', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j with a quote',
    (cell) => {
      expect(neutralizeFormula(cell)).toBe(`'${cell}`)
    },
  )

  it.each(['plain', '', "'=already", ' =spaced', 'a=b'])('leaves %j alone', (cell) => {
    expect(neutralizeFormula(cell)).toBe(cell)
  })
})

describe('csvLines', () => {
  const cells = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data

  it('quotes separators and quotes and ends every line with CRLF', () => {
    const text = csvLines([
      ['a,b', 'say "hi"', 3],
      ['x', '', 0],
    ])
    expect(text).toBe('"a,b","say ""hi""",3\r\nx,,0\r\n')
  })

  it('neutralises formulas, also in a cell that spans lines (papaparse’s own pattern does not)', () => {
    const text = csvLines([["=cmd|'/c calc'!A0\nsecond line", '@x', 'ok']])
    expect(cells(text)).toEqual([["'=cmd|'/c calc'!A0\nsecond line", "'@x", 'ok']])
  })

  it('keeps numbers as numbers, negative ones too', () => {
    expect(csvLines([[-5, 2.5]])).toBe('-5,2.5\r\n')
  })

  it('writes nothing for no rows', () => {
    expect(csvLines([])).toBe('')
  })
})

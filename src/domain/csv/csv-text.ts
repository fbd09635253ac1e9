// CSV text as spreadsheets read it (papaparse's unparse, decision 032): quoted where needed, CRLF
// line ends, and no cell a spreadsheet would run as a formula.
import Papa from 'papaparse'

/**
 * A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets (OWASP
 * "CSV injection"). papaparse's own `escapeFormulae: true` uses /^[=+\-@\t\r].*$/, which misses a
 * multi-line cell ('.' stops at a line break), so the pattern is given without the tail.
 */
export const FORMULA_START = /^[=+\-@\t\r]/

/** A cell as text, with a leading `'` when a spreadsheet would read it as a formula. */
export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell
}

/** Lines of CSV (each ending in CRLF) for `rows`, every text cell neutralised. */
export function csvLines(rows: readonly (readonly (string | number)[])[]): string {
  if (rows.length === 0) return ''
  const text = Papa.unparse(rows as (string | number)[][], {
    newline: '\r\n',
    escapeFormulae: FORMULA_START,
  })
  return `${text}\r\n`
}

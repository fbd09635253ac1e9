// A CSV text as a header row and data rows (papaparse, decision 032), the delimiter guessed among
// the ones spreadsheets write: comma, semicolon (Excel where the decimal mark is a comma), tab, pipe.
import Papa from 'papaparse'

export type ParsedCsv = {
  headers: string[]
  /** Data rows, each as long as the header row (short rows padded with '', long ones cut). */
  rows: string[][]
  delimiter: string
}

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const

export class CsvFileError extends Error {}

export function parseCsvText(text: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: [...CSV_DELIMITERS],
    skipEmptyLines: 'greedy',
  })
  const [first, ...rest] = parsed.data
  const headers = (first ?? []).map((h) => h.trim())
  if (headers.every((h) => h === '')) throw new CsvFileError('The file has no header row')
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes')
  if (quoteError) {
    throw new CsvFileError(
      `The file is not valid CSV: ${quoteError.message} (row ${quoteError.row ?? '?'})`,
    )
  }
  const width = headers.length
  const rows = rest.map((cells) =>
    cells.length === width
      ? cells
      : [...cells.slice(0, width), ...Array<string>(Math.max(0, width - cells.length)).fill('')],
  )
  return { headers, rows, delimiter: parsed.meta.delimiter }
}

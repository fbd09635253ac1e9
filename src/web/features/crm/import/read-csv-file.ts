// A picked CSV file as the import reads it: its bytes decoded (UTF-8 with or without a mark,
// UTF-16, Windows-1252), its delimiter guessed and its rows split (papaparse), all in the browser.
import { decodeCsvBytes, type CsvEncoding } from '../../../../domain/csv/csv-decode'
import { CsvFileError, parseCsvText } from '../../../../domain/csv/csv-parse'
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../../../domain/imports/import-rows'

export type CsvFile = {
  name: string
  headers: string[]
  rows: string[][]
  encoding: CsvEncoding
  delimiter: string
}

const DELIMITER_NAMES: Record<string, string> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'pipe',
}
export const delimiterName = (delimiter: string) => DELIMITER_NAMES[delimiter] ?? delimiter

/** The file's rows, or a CsvFileError that says what is wrong with it. */
export async function readCsvFile(file: File): Promise<CsvFile> {
  if (file.size > MAX_IMPORT_BYTES) {
    throw new CsvFileError(
      `The file is too large to import at once (max ${MAX_IMPORT_BYTES / 1024 / 1024} MB): split it`,
    )
  }
  const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()))
  const { headers, rows, delimiter } = parseCsvText(text)
  if (rows.length === 0) throw new CsvFileError('The file has a header row but no rows to import')
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new CsvFileError(
      `The file has ${rows.length.toLocaleString('en-US')} rows; an import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')}: split it`,
    )
  }
  return { name: file.name, headers, rows, encoding, delimiter }
}

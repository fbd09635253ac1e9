// Saves data as a JSON file on the user's device (Export Demo JSON): the data is already here.
import { saveBlob } from './download'

/** 'groundwork-demo-2026-11-23.json' for a local date. */
export function datedFileName(prefix: string, date: Date, extension: string): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${prefix}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.${extension}`
}

export function downloadJson(fileName: string, data: unknown): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName)
}

// Saving files on the user's device: a lead's document (held as a base64 data URL) under its own
// name, the data export under a dated one.

/** Turns a base64 data URL into a Blob (no network: the bytes are in the text). */
export function blobFromDataUrl(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',')
  const type = /^data:([^;,]*)/.exec(dataUrl)?.[1] || 'application/octet-stream'
  const binary = atob(dataUrl.slice(comma + 1))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new Blob([bytes], { type })
}

/** Starts a download of `blob` named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Reads a picked file as a base64 data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

/** A data URL with its content type replaced (browsers label unknown files octet-stream). */
export function withContentType(dataUrl: string, contentType: string): string {
  const marker = ';base64,'
  const at = dataUrl.indexOf(marker)
  return at === -1 ? dataUrl : `data:${contentType}${dataUrl.slice(at)}`
}

/** 'groundwork-demo-2026-11-23.json' for a local date. */
export function datedFileName(prefix: string, date: Date, extension: string): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${prefix}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.${extension}`
}

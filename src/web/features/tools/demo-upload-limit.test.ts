// The browser-only demo keeps uploads as data URLs in localStorage, so it takes smaller files than
// the server: past 1 MiB the answer is a clear 413 and nothing is stored.
import { describe, expect, it } from 'vitest'
import { MAX_BROWSER_UPLOAD_BYTES } from '../../../domain/tools/media-file'
import { createLocalTransport } from '../../data/local/local-transport'
import { createMemoryStorage } from '../../data/local/memory-storage'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function pngDataUrl(size: number): string {
  const bytes = new Uint8Array(size)
  bytes.set(PNG_HEAD)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return `data:image/png;base64,${btoa(binary)}`
}

describe('uploads in the browser-only demo', () => {
  it('keeps a file up to 1 MiB inline and refuses a larger one with 413, storing nothing', async () => {
    const transport = createLocalTransport({ storage: createMemoryStorage(), clock: () => 1_000 })
    const count = async () =>
      (
        (await transport({ method: 'GET', path: '/api/media', query: { limit: 1 } })).body as {
          total: number
        }
      ).total
    const before = await count()

    const tooLarge = await transport({
      method: 'POST',
      path: '/api/media',
      body: { data_url: pngDataUrl(MAX_BROWSER_UPLOAD_BYTES + 1) },
    })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large (max 1 MiB)' },
    })
    expect(await count()).toBe(before)

    const dataUrl = pngDataUrl(64 * 1024)
    const ok = await transport({ method: 'POST', path: '/api/media', body: { data_url: dataUrl } })
    expect(ok.status).toBe(201)
    expect((ok.body as { url: string }).url).toBe(dataUrl)
    expect(await count()).toBe(before + 1)
    transport.store.dispose()
  })
})

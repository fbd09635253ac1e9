// The one seam between the two ways the app runs. Server mode talks HTTP to /api; the browser-only
// demo answers the same requests from localStorage. Vite replaces import.meta.env.MODE with a
// constant at build time, so each build keeps only its own branch (the demo ships no HTTP client
// use, the server build ships no local store).
import type { Transport } from './api-request'
import { httpTransport } from './http-transport'

export async function loadTransport(): Promise<Transport> {
  if (import.meta.env.MODE === 'demo') {
    const m = await import('./local/local-transport')
    return m.createLocalTransport()
  }
  return httpTransport
}

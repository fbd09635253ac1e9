// The one seam between the two ways the app runs. Server mode talks HTTP to /api; the browser-only
// demo answers the same requests from localStorage. Vite replaces import.meta.env.MODE with a
// constant at build time, so each build keeps only its own branch (the demo ships no HTTP client
// use, the server build ships no local store).
import type { Transport } from './api-request'
import { httpTransport } from './http-transport'

export async function loadTransport(): Promise<Transport> {
  if (import.meta.env.MODE === 'demo') {
    const m = await import('./local/local-transport')
    const transport = m.createLocalTransport()
    // Recurring jobs' visits kept a year ahead when the app opens: the demo has no server to run
    // the daily pass (decision 057). Nothing to do, nothing loaded, when there is no series.
    void transport({ method: 'POST', path: '/api/job-series/extend' }).catch(() => undefined)
    return transport
  }
  return httpTransport
}

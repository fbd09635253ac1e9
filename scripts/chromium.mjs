// Debian's Chromium as every tool here launches it (Playwright, Lighthouse, the search-latency
// bench): no browser downloads, and the flags it needs to run as root on a machine without a GPU.
import process from 'node:process'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// Listening on anything but loopback puts the sign-in page on the network. Everyone must sign in,
// but over plain HTTP passwords and session cookies cross the network readable: allowed (HOST says
// so), but never silently, unless TRUST_PROXY says an HTTPS proxy stands in front.

/** True when `host` only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
  if (h === 'localhost' || h.endsWith('.localhost')) return true
  if (h === '::1' || h === '0:0:0:0:0:0:0:1') return true
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

/**
 * The warning to log when the server listens on `host`, or null: on a loopback address, or behind
 * a proxy (`trustProxy`) that serves it over HTTPS.
 */
export function publicBindWarning(host: string, trustProxy = false): string | null {
  if (isLoopbackHost(host) || trustProxy) return null
  const where =
    host === '0.0.0.0' || host === '::' || host === '' ? 'every network interface' : `${host}`
  return (
    `HOST=${host}: Groundwork is listening on ${where} over plain HTTP. ` +
    'Passwords and session cookies would cross the network unencrypted. Put it behind an HTTPS ' +
    'reverse proxy and set TRUST_PROXY=1 (README: Running it for a team), or set HOST=127.0.0.1.'
  )
}

// The server has no login of its own: listening on anything but loopback opens the data to the
// network. Allowed (HOST says so), but never silently.

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

/** The warning to log when the server listens on `host`, or null for a loopback address. */
export function publicBindWarning(host: string): string | null {
  if (isLoopbackHost(host)) return null
  const where =
    host === '0.0.0.0' || host === '::' || host === '' ? 'every network interface' : `${host}`
  return (
    `HOST=${host}: Groundwork is listening on ${where} and has no login of its own. ` +
    'Anyone who can reach this port can read and change all data. Put it behind a reverse proxy ' +
    'with authentication (and HTTPS), or set HOST=127.0.0.1.'
  )
}

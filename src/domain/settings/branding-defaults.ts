// The branding the app shows until the workspace's own loads, and the limits both the schema
// (branding.ts) and the zod-free reader (read-branding.ts) keep: free of zod so the app shell (the
// first page) does not pull the schema library in.
export const DEFAULT_BRANDING = {
  business_name: 'Groundwork',
  brand_color: '#2f6b3a',
  business_email: '',
  business_phone: '',
  business_address: '',
  payment_instructions: '',
  paper_size: 'Letter',
  /** '' = not chosen: the host's own zone (the server's; the browser's in the demo). */
  time_zone: '',
  logo: null,
} as const

/** The longest business name, in characters (code points, as zod counts), after trimming. */
export const BUSINESS_NAME_MAX = 80

/** '#rrggbb' in either case (stored lower case). */
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/

export const PAPER_SIZES = ['A4', 'Letter'] as const
export type PaperSize = (typeof PAPER_SIZES)[number]

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone such as America/Chicago'

/** Whether `zone` is an IANA time zone this runtime knows (Intl refuses any other). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '' || zone !== zone.trim()) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The defaults as GET /api/settings/branding answers them (the logo only as has_logo). */
export const DEFAULT_BRANDING_ANSWER = (() => {
  const { logo: _logo, ...rest } = DEFAULT_BRANDING
  return { ...rest, has_logo: false }
})()

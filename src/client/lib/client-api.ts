// The client pages' only caller of fetch: the business's name and colour, whether the request form
// is open, and sending a request. Answers are read without zod (the page's size budget).
import type { WorkRequestBody } from '../../domain/client-hub/work-request'
import { DEFAULT_BRANDING } from '../../domain/settings/branding-defaults'
import { readBrandColor, readBusinessName } from '../../domain/settings/read-branding'

export type PublicBranding = { business_name: string; brand_color: string }

export type SendResult =
  { ok: true } | { ok: false; status: number; message: string; fields: Record<string, string> }

const JSON_HEADERS = { accept: 'application/json' }

/** The business's name and colour; the defaults when they cannot be read. */
export async function fetchBranding(): Promise<PublicBranding> {
  const fallback = {
    business_name: DEFAULT_BRANDING.business_name,
    brand_color: DEFAULT_BRANDING.brand_color,
  }
  try {
    const res = await fetch('/api/settings/branding', { headers: JSON_HEADERS })
    if (!res.ok) return fallback
    const body = (await res.json()) as Record<string, unknown>
    return {
      business_name: readBusinessName(body.business_name) ?? fallback.business_name,
      brand_color: readBrandColor(body.brand_color) ?? fallback.brand_color,
    }
  } catch {
    return fallback
  }
}

/** Whether the form takes requests: the Owner can turn it off (404). A network failure: try it. */
export async function fetchRequestFormOpen(): Promise<boolean> {
  try {
    const res = await fetch('/api/public/request-form', { headers: JSON_HEADERS })
    return res.status !== 404
  } catch {
    return true
  }
}

function errorOf(status: number, body: unknown): SendResult {
  const error = (body as { error?: { message?: unknown; fields?: unknown } } | null)?.error
  const fields =
    error?.fields && typeof error.fields === 'object'
      ? Object.fromEntries(
          Object.entries(error.fields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {}
  const message =
    typeof error?.message === 'string' ? error.message : 'The request could not be sent'
  return { ok: false, status, message, fields }
}

/** The public form's address; the hub's form posts the same body, less the client's own details. */
export const PUBLIC_WORK_REQUESTS_URL = '/api/public/work-requests'
export const HUB_WORK_REQUESTS_URL = '/api/hub/work-requests'

export async function sendWorkRequest(
  body: WorkRequestBody,
  url: string = PUBLIC_WORK_REQUESTS_URL,
): Promise<SendResult> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return errorOf(0, { error: { message: 'No connection: check your network and try again' } })
  }
  if (res.ok) return { ok: true }
  const parsed: unknown = await res.json().catch(() => null)
  return errorOf(res.status, parsed)
}

// The hub pages' calls to /api/hub/*: one answer shape for every call, so each page tells a hub
// session that has ended (401: "This link has expired"), a network failure (status 0: try again) and
// a refusal (its message, and its field errors) apart. Answers are read without zod (the bundle's
// budget, decision 048): the hub's API is the contract (domain/hub/hub-api.ts).

export type HubFailure = {
  ok: false
  /** 0: no answer (the network). */
  status: number
  message: string
  fields: Record<string, string>
}

export type HubResult<T> = { ok: true; body: T } | HubFailure

export const NO_CONNECTION = 'We could not reach the hub: check your connection and try again'

const ACCEPT_JSON = { accept: 'application/json' }

function failureOf(status: number, body: unknown): HubFailure {
  const error = (body as { error?: { message?: unknown; fields?: unknown } } | null)?.error
  const fields: Record<string, string> = {}
  if (error?.fields && typeof error.fields === 'object') {
    for (const [key, value] of Object.entries(error.fields))
      if (typeof value === 'string') fields[key] = value
  }
  const message =
    typeof error?.message === 'string' ? error.message : 'Something went wrong: please try again'
  return { ok: false, status, message, fields }
}

async function call<T>(url: string, init: RequestInit): Promise<HubResult<T>> {
  let res: Response
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init })
  } catch {
    return { ok: false, status: 0, message: NO_CONNECTION, fields: {} }
  }
  const body: unknown = await res.json().catch(() => null)
  return res.ok ? { ok: true, body: body as T } : failureOf(res.status, body)
}

export const hubGet = <T>(url: string) => call<T>(url, { headers: ACCEPT_JSON })

export const hubPost = <T>(url: string, body: unknown = {}) =>
  call<T>(url, {
    method: 'POST',
    headers: { ...ACCEPT_JSON, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The items of a list answer ({ items }). */
export async function hubList<T>(url: string): Promise<HubResult<T[]>> {
  const result = await hubGet<{ items?: T[] }>(url)
  return result.ok ? { ok: true, body: result.body?.items ?? [] } : result
}

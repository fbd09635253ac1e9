// The query client's answer to refusals (issue #20): a 401 ends the session here; a 403 asks who is
// signed in again (the role may have changed), for a page's data and for a change alike.
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { createQueryClient } from './query-client'
import { sessionKey, type Session } from './session'

const user: Session = {
  user: { id: 'u1', name: 'Ezra', email: 'ezra@example.com', role: 'Estimator', employee_id: null },
}

function signedIn() {
  const client = createQueryClient()
  client.setQueryData(sessionKey, user)
  return client
}

const refuse = (status: number) => async () => {
  throw new ApiError(status, status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', 'No')
}

describe('refusals', () => {
  it('a 403 on a page’s data marks the session to be asked for again', async () => {
    const client = signedIn()
    await client.fetchQuery({ queryKey: ['invoices'], queryFn: refuse(403) }).catch(() => null)
    expect(client.getQueryState(sessionKey)?.isInvalidated).toBe(true)
    expect(client.getQueryData(sessionKey)).toEqual(user)
  })

  it('a 403 on a change does too', async () => {
    const client = signedIn()
    const mutation = client.getMutationCache().build(client, {
      mutationFn: refuse(403),
      meta: { handlesErrors: true },
    })
    await mutation.execute(undefined).catch(() => null)
    expect(client.getQueryState(sessionKey)?.isInvalidated).toBe(true)
  })

  it('a 401 ends the session, and other errors leave it alone', async () => {
    const client = signedIn()
    await client.fetchQuery({ queryKey: ['jobs'], queryFn: refuse(404) }).catch(() => null)
    expect(client.getQueryState(sessionKey)?.isInvalidated).toBe(false)
    await client.fetchQuery({ queryKey: ['persons'], queryFn: refuse(401) }).catch(() => null)
    expect(client.getQueryData(sessionKey)).toBeNull()
  })
})

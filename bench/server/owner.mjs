// The Owner each benchmark's server creates on its first start (OWNER_EMAIL / OWNER_PASSWORD; on
// the bench's own large data set, which has no account yet, too) and that the bench signs in as.
/* global fetch -- Node 20 has it */

export const BENCH_OWNER = { email: 'owner@groundwork.test', password: 'bench-owner-password' }

/** The environment that makes a first start create BENCH_OWNER (and, on an empty database, load the sample data). */
export const BENCH_OWNER_ENV = {
  OWNER_EMAIL: BENCH_OWNER.email,
  OWNER_PASSWORD: BENCH_OWNER.password,
  SAMPLE_DATA: '1',
}

/** Signs in as BENCH_OWNER; the `Cookie` header value that carries the session. */
export async function signInCookie(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_OWNER),
  })
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('groundwork_session='))
  if (!res.ok || !cookie) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`)
  return cookie
}

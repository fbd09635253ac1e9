// The field app's first answers put in its query client before the first render (issue #32,
// Lighthouse): a render in a transition yields to the browser every few milliseconds, but an answer
// that arrives after it comes through the query's store, and React renders a store's change in one
// blocking task (the whole day's cards: Lighthouse's largest long task). So the page's own early
// requests (field-requests.ts) are awaited here, for a short while at most, and their answers put
// in the cache; the first render then shows the cards in its slices. An answer that failed (no
// signal) is left to the query, as before: the device's kept answers stand in.
import type { QueryClient } from '@tanstack/react-query'
import { can } from '../../../domain/access/permissions'
import { brandingEarly, brandingQuery } from '../../data/branding'
import { requestSessionEarly, sessionQuery } from '../../data/session'
import { todayQueries } from '../../features/projects/today-api'
import { todayEarly } from '../../features/projects/today-early'
import { loadRouteDrag } from '../../features/projects/today-page'
import { loadModule } from '../../lib/use-loaded-module'
import { intlWarmedUp } from '../../lib/warm-intl'
import { todayParamsOf } from '../today-path'

/** The longest the first render waits for the first answers: then it shows what it has. */
export const FIRST_ANSWERS_WAIT_MS = 2_500

/**
 * The longest the answers wait for the Intl warm-up (lib/warm-intl.ts) before they are read: the
 * branding's time zone check is the page's first formatter, and made before the worker's it loads
 * ICU's data on the main thread (a 15 ms task, 60 ms on Lighthouse's phone).
 */
export const INTL_WAIT_MS = 300

const settled = (answer: Promise<unknown> | undefined): Promise<boolean> =>
  answer
    ? answer.then(
        () => true,
        () => false,
      )
    : Promise.resolve(false)

async function putFirstAnswers(client: QueryClient, search: string): Promise<void> {
  const params = todayParamsOf(search)
  const session = requestSessionEarly()
  const [hasSession, hasBranding, hasToday] = await Promise.all([
    settled(session),
    settled(brandingEarly()),
    settled(todayEarly(params)),
    intlWarmedUp(INTL_WAIT_MS),
  ])
  const role = hasSession ? (await session)?.user.role : undefined
  await Promise.all([
    // Each takes its early answer, already here: no second request.
    hasSession ? client.prefetchQuery(sessionQuery()) : null,
    hasBranding ? client.prefetchQuery(brandingQuery()) : null,
    hasToday ? client.prefetchQuery(todayQueries.day(params)) : null,
    // The office's cards wait for the route's drag: with it, they are in the first render too.
    role && can(role, 'jobs:write') ? settled(loadModule(loadRouteDrag)) : null,
  ])
}

/** Resolves once the first answers are in `client`, or after FIRST_ANSWERS_WAIT_MS. */
export function awaitFirstAnswers(client: QueryClient, search: string): Promise<void> {
  return Promise.race([
    putFirstAnswers(client, search).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)),
  ])
}

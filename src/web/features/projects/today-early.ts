// Today's cards asked for while the page's code loads (app/first-page-requests.ts): this file stays
// small and imports no domain code, since the first page's bundle carries it.
import type { TodayAnswer } from '../../../domain/projects/today'
import { api } from '../../data/api-client'
import { peekEarly, requestEarly } from '../../data/early-requests'

export type TodayParams = { date?: string | undefined; crewId?: string | undefined }

export const todayEarlyKey = ({ date, crewId }: TodayParams) =>
  `today:${date ?? ''}:${crewId ?? ''}`

export const fetchToday = ({ date, crewId }: TodayParams, signal?: AbortSignal) =>
  api.get<TodayAnswer>('/api/today', {
    query: { ...(date ? { date } : {}), ...(crewId ? { crew_id: crewId } : {}) },
    signal,
  })

export function requestTodayEarly(params: TodayParams): void {
  requestEarly(todayEarlyKey(params), () => fetchToday(params))
}

/** The early request's answer, not taken (the field app waits for it before its first render). */
export const todayEarly = (params: TodayParams) => peekEarly(todayEarlyKey(params))

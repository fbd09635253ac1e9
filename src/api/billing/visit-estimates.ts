// Which estimate prices a job or a visit (decision 059): the estimate converted to the job itself,
// else the one converted to its series' first visit, so each visit of a weekly job made from an
// accepted estimate bills the estimate's items ("Make it repeat" on the converted job).
import { jobEstimate } from '../../domain/billing/invoice-draft'
import type { Estimate } from '../../domain/sales/estimate'
import { inList } from '../../domain/shared/condition'
import { chunks } from '../shared/chunks'
import type { StoreTx } from '../shared/store'

export type PricedVisit = { id: string; series_id: string | null }

/** Each of `visits`' estimate, or null: its own, else its series' first visit's. */
export async function visitEstimates(
  tx: StoreTx,
  visits: readonly PricedVisit[],
): Promise<Map<string, Estimate | null>> {
  const seriesIds = [...new Set(visits.flatMap((v) => (v.series_id ? [v.series_id] : [])))]
  const firstJob = new Map<string, string>()
  for (const part of chunks(seriesIds)) {
    for (const series of await tx.findAll('job-series', inList('id', part))) {
      if (series.first_job_id) firstJob.set(series.id, series.first_job_id)
    }
  }
  const jobIds = [...new Set([...visits.map((v) => v.id), ...firstJob.values()])]
  const estimates: Estimate[] = []
  for (const part of chunks(jobIds)) {
    estimates.push(...(await tx.findAll('estimates', inList('job_id', part))))
  }
  return new Map(
    visits.map((visit) => {
      const first = visit.series_id ? firstJob.get(visit.series_id) : undefined
      const own = jobEstimate(visit.id, estimates)
      return [visit.id, own ?? (first ? jobEstimate(first, estimates) : null)]
    }),
  )
}

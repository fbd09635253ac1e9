// A job's work orders, as its page and Today's cards ask for them: one query (and cache entry) for
// both, in a file of its own so Today can ask for them without the work order editor's code.
import { resourceQueries } from '../../data/resource'

export const jobWorkOrdersQuery = (jobId: string) =>
  resourceQueries('work-orders').list({ job_id: jobId, limit: 20 })

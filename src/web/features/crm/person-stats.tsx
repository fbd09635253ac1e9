// The person's numbers, computed from the API: jobs, messages, photos of their jobs, and what their
// paid invoices add up to. A figure the role may not read (messages, money) is not asked for.
import { useQueries, useQuery } from '@tanstack/react-query'
import type { Media } from '../../../domain/tools/media'
import { fromCents, toCents } from '../../../domain/shared/money'
import { useAccess } from '../../lib/access'
import { personQueries } from './api'

export type PersonStats = {
  jobs: number | undefined
  /** Null: the role may not read messages (no tile). */
  messages: number | null | undefined
  photos: number | undefined
  /** Null: the role may not read billing (no tile). */
  totalSpent: number | null | undefined
  media: Media[]
}

export function usePersonStats(personId: string): PersonStats {
  const jobs = useQuery(personQueries.jobs(personId))
  const { can } = useAccess()
  const canMessages = can('messages:read')
  const canBill = can('billing:read')
  const messages = useQuery({ ...personQueries.messages(personId), enabled: canMessages })
  const paid = useQuery({ ...personQueries.paidInvoices(personId), enabled: canBill })
  const jobIds = jobs.data?.items.map((job) => job.id) ?? []
  const media = useQueries({
    queries: jobIds.map((jobId) => personQueries.jobMedia(jobId)),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      total: results.reduce((sum, r) => sum + (r.data?.total ?? 0), 0),
      items: results.flatMap((r) => r.data?.items ?? []),
    }),
  })

  return {
    jobs: jobs.data?.total,
    messages: canMessages ? messages.data?.total : null,
    photos: jobs.data && !media.isPending ? media.total : undefined,
    totalSpent: !canBill
      ? null
      : paid.data
        ? fromCents(paid.data.items.reduce((sum, invoice) => sum + toCents(invoice.amount), 0))
        : undefined,
    media: [...media.items].sort((a, b) => b.taken_at - a.taken_at),
  }
}

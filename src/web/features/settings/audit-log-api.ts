// The audit log's pages (GET /api/audit-log, Owner only), newest first, filtered by user and kind.
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { AuditEntry, AuditKind } from '../../../domain/access/audit'
import { api } from '../../data/api-client'

export type AuditFilter = { userId: string; kind: AuditKind | '' }

type AuditPage = { items: AuditEntry[]; next_cursor: string | null }

const PAGE_SIZE = 50

export const auditLogQuery = ({ userId, kind }: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', userId, kind] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditPage>('/api/audit-log', {
        signal,
        query: {
          limit: PAGE_SIZE,
          ...(userId ? { user_id: userId } : {}),
          ...(kind ? { kind } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
    staleTime: 0,
  })

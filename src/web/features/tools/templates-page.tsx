import { useInfiniteQuery } from '@tanstack/react-query'
import { ClipboardList, FileText, LayoutTemplate, ListChecks } from 'lucide-react'
import { templateSubtitle, type Template } from '../../../domain/tools/template'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { LoadMoreRows } from '../../components/load-more'
import { QueryError } from '../../components/query-error'
import { Badge } from '../../components/ui/badge'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount, formatDate } from '../../lib/format'
import { templateQueries } from './api'

const iconByType: Record<Template['type'], typeof FileText> = {
  estimate: FileText,
  checklist: ListChecks,
  Form: ClipboardList,
}

export function TemplatesPage() {
  const query = useInfiniteQuery(templateQueries.list())
  return (
    <Page>
      <PageHeader
        title="Templates"
        description={query.data ? formatCount(query.data.total, 'template') : undefined}
      />
      {query.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={<LayoutTemplate />} title="No templates yet" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Templates">
          {query.data.items.map((template) => {
            const Icon = iconByType[template.type]
            const color =
              typeof template.settings.color === 'string' ? template.settings.color : undefined
            return (
              <li key={template.id}>
                <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs">
                  <div className="flex items-start gap-3">
                    <span
                      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
                      style={color ? { color, backgroundColor: `${color}1a` } : undefined}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div className="flex min-w-0 flex-col gap-0.5">
                      <h2 className="truncate font-semibold">{template.name}</h2>
                      <p className="text-sm text-muted-foreground">{templateSubtitle(template)}</p>
                    </div>
                  </div>
                  <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="secondary">
                      {formatCount(template.submissions, 'submission')}
                    </Badge>
                    <span>Created {formatDate(template.createdAt)}</span>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
      <LoadMoreRows query={query} />
    </Page>
  )
}

import { useInfiniteQuery } from '@tanstack/react-query'
import { ClipboardList, FileText, LayoutTemplate, ListChecks } from 'lucide-react'
import { templateSubtitle, type Template } from '../../../domain/tools/template'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryList } from '../../components/query-list'
import { IconTile } from '../../components/record-card'
import { ListSkeleton } from '../../components/card-skeleton'
import { Badge } from '../../components/ui/badge'
import { EmptyState } from '../../components/ui/empty-state'
import { formatCount, formatDate } from '../../lib/format'
import { templateQueries } from './api'

const iconByType: Record<Template['type'], typeof FileText> = {
  estimate: FileText,
  checklist: ListChecks,
  Form: ClipboardList,
}

const GRID = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3'

export function TemplatesPage() {
  const query = useInfiniteQuery(templateQueries.list())
  return (
    <Page>
      <PageHeader
        title="Templates"
        description={query.data ? formatCount(query.data.total, 'template') : undefined}
      />
      <QueryList
        query={query}
        items={query.data?.items ?? []}
        label="Templates"
        loading={<ListSkeleton className={GRID} rowClassName="h-32 rounded-xl" />}
        empty={<EmptyState icon={<LayoutTemplate />} title="No templates yet" />}
        getKey={(template) => template.id}
        renderItem={(template) => <TemplateCard template={template} />}
        className={GRID}
      />
    </Page>
  )
}

function TemplateCard({ template }: { template: Template }) {
  const color = typeof template.settings.color === 'string' ? template.settings.color : undefined
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex items-start gap-3">
        <IconTile
          icon={iconByType[template.type]}
          className="bg-primary/10 text-primary"
          style={color ? { color, backgroundColor: `${color}1a` } : undefined}
        />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="truncate font-semibold">{template.name}</h2>
          <p className="text-sm text-muted-foreground">{templateSubtitle(template)}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="secondary">{formatCount(template.submissions, 'submission')}</Badge>
        <span>Created {formatDate(template.createdAt)}</span>
      </div>
    </article>
  )
}

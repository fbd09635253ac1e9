// Forms: each form with its field count and the submissions it received, whose review status
// (New, In Review, Approved) can be set here.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { ChevronDown, ClipboardList, Globe, Smartphone } from 'lucide-react'
import { useId, useState } from 'react'
import { formFieldCount, type Form } from '../../../domain/tools/form'
import { submissionStatuses, type Submission } from '../../../domain/tools/submission'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { QueryList } from '../../components/query-list'
import { IconTile } from '../../components/record-card'
import { ListSkeleton } from '../../components/card-skeleton'
import { Badge, type BadgeProps } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Label } from '../../components/ui/label'
import { Select } from '../../components/ui/select'
import { Skeleton } from '../../components/ui/skeleton'
import { cn } from '../../lib/cn'
import { formatCount, formatDateTime } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { formQueries, useSetSubmissionStatus } from './api'
import { useCan } from '../../lib/access'

const statusVariant: Record<Submission['status'], BadgeProps['variant']> = {
  New: 'info',
  'In Review': 'warning',
  Approved: 'success',
}

export function FormsPage() {
  const query = useInfiniteQuery(formQueries.list())
  return (
    <Page>
      <PageHeader
        title="Forms"
        description={query.data ? formatCount(query.data.total, 'form') : undefined}
      />
      <QueryList
        query={query}
        items={query.data?.items ?? []}
        label="Forms"
        loading={<ListSkeleton className="flex flex-col gap-3" rowClassName="h-24 rounded-xl" />}
        empty={<EmptyState icon={<ClipboardList />} title="No forms yet" />}
        getKey={(form) => form.id}
        renderItem={(form) => <FormCard form={form} />}
        className="flex flex-col gap-3"
      />
    </Page>
  )
}

function FormCard({ form }: { form: Form }) {
  const submissions = useQuery(formQueries.submissions(form.id))
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  const count = submissions.data?.total
  return (
    <article className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <IconTile icon={ClipboardList} className="bg-primary/10 text-primary" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <h2 className="truncate font-semibold">{form.name}</h2>
            <p className="text-sm text-muted-foreground">{formFieldCount(form)}</p>
          </div>
        </div>
        <Button
          variant="outline"
          className="min-h-11 sm:min-h-9"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
        >
          {count === undefined ? 'Submissions' : `${formatCount(count, 'submission')}`}
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', isOpen && 'rotate-180')}
          />
        </Button>
      </div>
      <div id={panelId} hidden={!isOpen} className="border-t bg-muted/30">
        {!isOpen ? null : submissions.isPending ? (
          <div className="p-4">
            <Skeleton className="h-16 rounded-lg" />
          </div>
        ) : submissions.isError ? (
          <div className="p-4">
            <QueryError error={submissions.error} onRetry={() => void submissions.refetch()} />
          </div>
        ) : submissions.data.items.length === 0 ? (
          <p className="p-5 text-sm text-muted-foreground">No submissions yet.</p>
        ) : (
          <ul className="divide-y" aria-label={`${form.name} submissions`}>
            {submissions.data.items.map((submission) => (
              <li key={submission.id}>
                <SubmissionRow submission={submission} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}

function SubmissionRow({ submission }: { submission: Submission }) {
  const setStatus = useSetSubmissionStatus()
  // Reading forms is wider than reviewing them (an Estimator or a Foreman reads only).
  const canReview = useCan('tools:write')
  const selectId = useId()
  const SourceIcon = submission.source === 'mobile' ? Smartphone : Globe
  const details = Object.entries(submission.payload)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .slice(0, 4)
  return (
    <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{formatDateTime(Date.parse(submission.submittedAt))}</span>
          <Badge variant={statusVariant[submission.status]}>{submission.status}</Badge>
          <Badge variant="outline">
            <SourceIcon aria-hidden="true" />
            {submission.source}
          </Badge>
        </div>
        {details.length > 0 ? (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            {details.map(([key, value]) => (
              <div key={key} className="flex gap-1">
                <dt className="capitalize">{key}:</dt>
                <dd className="text-foreground/80">{String(value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        <Label htmlFor={selectId} className="text-xs text-muted-foreground">
          Status
        </Label>
        <Select
          id={selectId}
          value={submission.status}
          className="w-36"
          disabled={setStatus.isPending || !canReview}
          onChange={(event) => {
            const status = event.currentTarget.value as Submission['status']
            setStatus.mutate(
              { submission, status },
              {
                onSuccess: () => toastSuccess('Submission updated', `Status changed to ${status}`),
              },
            )
          }}
        >
          {submissionStatuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
    </div>
  )
}

// Support > Knowledge Base: how-to articles about this app, searchable; the search lives in the URL.
import { BookOpen, ChevronDown, Search, SearchX } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { EmptyState } from '../../components/ui/empty-state'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { LinkButton } from '../../components/link-button'
import { formatCount } from '../../lib/format'
import { kbArticles, searchArticles } from './kb-articles'

export function KnowledgeBasePage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const q = searchParams.get('q') ?? ''
  const articles = searchArticles(kbArticles, q)

  return (
    <Page className="max-w-4xl">
      <PageHeader
        title="Knowledge Base"
        description={<span aria-live="polite">{formatCount(articles.length, 'article')}</span>}
      />
      <div className="relative max-w-md" role="search">
        <Label htmlFor="kb-search" className="sr-only">
          Search articles
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="kb-search"
          type="search"
          placeholder="Search articles"
          autoComplete="off"
          value={q}
          onChange={(event) => {
            const text = event.currentTarget.value
            setSearchParams(text ? { q: text } : {}, { replace: true, preventScrollReset: true })
          }}
          className="pl-9"
        />
      </div>
      {articles.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="No articles match your search"
          description="Try other words, or ask us directly."
          action={
            <LinkButton to="/support/tickets" variant="outline">
              Submit Ticket
            </LinkButton>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Articles">
          {articles.map((article) => (
            <li key={article.id}>
              <details className="group rounded-xl border bg-card shadow-xs open:shadow-sm">
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-5 [&::-webkit-details-marker]:hidden">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <BookOpen aria-hidden="true" className="size-4" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium">{article.title}</span>
                    <span className="text-xs text-muted-foreground">{article.topic}</span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="flex flex-col gap-2 px-4 pb-4 text-sm text-muted-foreground sm:pl-[4.25rem]">
                  {article.body.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}

// The Sites tab of a company: the addresses it has work at, each with a map link.
import { ExternalLink, MapPin } from 'lucide-react'
import type { Company } from '../../../domain/crm/company'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'

export function CompanySitesTab({ company }: { company: Company }) {
  if (company.sites.length === 0) {
    return (
      <EmptyState
        icon={<MapPin />}
        title="No sites yet"
        description="Add the addresses you work at with Edit Company."
      />
    )
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Sites">
      {company.sites.map((site) => (
        <li
          key={site}
          className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-xs"
        >
          <span className="flex min-w-0 items-center gap-2 text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="break-words">{site}</span>
          </span>
          <Button asChild variant="ghost" className="min-h-11 shrink-0 sm:min-h-9">
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site)}`}
              target="_blank"
              rel="noreferrer"
              aria-label={`Open ${site} in maps (new tab)`}
            >
              <ExternalLink aria-hidden="true" />
              Map
            </a>
          </Button>
        </li>
      ))}
    </ul>
  )
}

// /hub (issue #31 section 2): the client's own page: estimates waiting for their approval, then the
// accepted ones; open invoices with what is due, then paid ones; upcoming visits they can confirm;
// and a way to ask for more work.
import { useState, type ReactNode } from 'react'
import type {
  HubEstimateSummary,
  HubInvoiceSummary,
  HubMe,
  HubVisit,
} from '../../domain/hub/hub-api'
import { hubList, hubPost, type HubResult } from '../lib/hub-fetch'
import { day, dayAndTime, money } from '../lib/hub-format'
import { Button } from '../ui/controls'
import { HubPage } from './hub-page'
import { TextLink } from './text-link'

type Home = { estimates: HubEstimateSummary[]; invoices: HubInvoiceSummary[]; visits: HubVisit[] }

async function loadHome(): Promise<HubResult<Home>> {
  const [estimates, invoices, visits] = await Promise.all([
    hubList<HubEstimateSummary>('/api/hub/estimates'),
    hubList<HubInvoiceSummary>('/api/hub/invoices'),
    hubList<HubVisit>('/api/hub/visits'),
  ])
  // A 401 first: the page then says the link has expired rather than that it failed.
  const failed = [estimates, invoices, visits].filter((r) => !r.ok)
  const failure = failed.find((r) => r.status === 401) ?? failed[0]
  if (failure) return failure
  if (!estimates.ok || !invoices.ok || !visits.ok) throw new Error('unreachable')
  return {
    ok: true,
    body: { estimates: estimates.body, invoices: invoices.body, visits: visits.body },
  }
}

export function HubHomePage() {
  return (
    <HubPage load={loadHome} titleOf={(_, me) => `Hello, ${me.client.name}`}>
      {({ me, data, setData, expire }) => (
        <div className="flex flex-col gap-8">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold">Hello, {me.client.name}</h1>
            <p className="text-muted-foreground">
              Your estimates, invoices and visits with {me.business.name}.
            </p>
          </div>
          <Estimates items={data.estimates} me={me} />
          <Invoices items={data.invoices} me={me} />
          <Visits
            items={data.visits}
            me={me}
            onConfirmed={(visit) =>
              setData({ ...data, visits: data.visits.map((v) => (v.id === visit.id ? visit : v)) })
            }
            expire={expire}
          />
          <section aria-labelledby="more-work-title" className="flex flex-col gap-1">
            <h2 id="more-work-title" className="text-xl font-semibold">
              More work
            </h2>
            <p>
              <TextLink href="/hub/request-work">Request work</TextLink>
            </p>
          </section>
        </div>
      )}
    </HubPage>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-title`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** One document of a list: a link to its page, with its date and an amount. */
function DocumentRow({
  href,
  number,
  detail,
  amount,
}: {
  href: string
  number: string
  detail: string
  amount: string
}) {
  return (
    <li>
      <a
        href={href}
        className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border bg-card px-4 py-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex flex-col">
          <span className="font-medium underline underline-offset-4">{number}</span>
          <span className="text-sm text-muted-foreground">{detail}</span>
        </span>
        <span className="font-medium">{amount}</span>
      </a>
    </li>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  )
}

function Estimates({ items, me }: { items: HubEstimateSummary[]; me: HubMe }) {
  const zone = me.business.time_zone
  const row = (e: HubEstimateSummary) => (
    <DocumentRow
      key={e.id}
      href={`/hub/estimates/${encodeURIComponent(e.id)}`}
      number={e.number}
      detail={`Issued ${day(e.issued_at, zone)}`}
      amount={money(e.total_cents)}
    />
  )
  const waiting = items.filter((e) => e.status === 'Sent')
  const accepted = items.filter((e) => e.status === 'Accepted')
  return (
    <Section title="Estimates">
      {items.length === 0 && <p className="text-muted-foreground">You have no estimates.</p>}
      {waiting.length > 0 && <Group title="Waiting for your approval">{waiting.map(row)}</Group>}
      {accepted.length > 0 && <Group title="Accepted">{accepted.map(row)}</Group>}
    </Section>
  )
}

function Invoices({ items, me }: { items: HubInvoiceSummary[]; me: HubMe }) {
  const zone = me.business.time_zone
  const open = items.filter((i) => i.status !== 'Paid')
  const paid = items.filter((i) => i.status === 'Paid')
  return (
    <Section title="Invoices">
      {items.length === 0 && <p className="text-muted-foreground">You have no invoices.</p>}
      {open.length > 0 && (
        <Group title="To pay">
          {open.map((i) => (
            <DocumentRow
              key={i.id}
              href={`/hub/invoices/${encodeURIComponent(i.id)}`}
              number={`Invoice ${i.number}`}
              detail={`${i.status} · due ${day(i.due_date, zone)}`}
              amount={`${money(i.balance_cents)} due`}
            />
          ))}
        </Group>
      )}
      {paid.length > 0 && (
        <Group title="Paid">
          {paid.map((i) => (
            <DocumentRow
              key={i.id}
              href={`/hub/invoices/${encodeURIComponent(i.id)}`}
              number={`Invoice ${i.number}`}
              detail={`Issued ${day(i.issued_at, zone)}`}
              amount={money(i.total_cents)}
            />
          ))}
        </Group>
      )}
    </Section>
  )
}

function Visits({
  items,
  me,
  onConfirmed,
  expire,
}: {
  items: HubVisit[]
  me: HubMe
  onConfirmed: (visit: HubVisit) => void
  expire: () => void
}) {
  return (
    <Section title="Upcoming visits">
      {items.length === 0 ? (
        <p className="text-muted-foreground">You have no visits booked.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((visit) => (
            <VisitRow
              key={visit.id}
              visit={visit}
              timeZone={me.business.time_zone}
              onConfirmed={onConfirmed}
              expire={expire}
            />
          ))}
        </ul>
      )}
    </Section>
  )
}

function VisitRow({
  visit,
  timeZone,
  onConfirmed,
  expire,
}: {
  visit: HubVisit
  timeZone: string
  onConfirmed: (visit: HubVisit) => void
  expire: () => void
}) {
  const [isBusy, setIsBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const when = dayAndTime(visit.date, timeZone)

  async function confirm() {
    setProblem(null)
    setIsBusy(true)
    const answer = await hubPost<HubVisit>(
      `/api/hub/visits/${encodeURIComponent(visit.id)}/confirm`,
    )
    setIsBusy(false)
    if (answer.ok) return onConfirmed(answer.body)
    if (answer.status === 401) return expire()
    setProblem(answer.message)
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col">
        <span className="font-medium">{when}</span>
        <span>{visit.title}</span>
        {visit.address && <span className="text-sm text-muted-foreground">{visit.address}</span>}
        {visit.crew_name && (
          <span className="text-sm text-muted-foreground">Crew: {visit.crew_name}</span>
        )}
      </div>
      <div className="flex flex-col gap-1 sm:items-end" aria-live="polite">
        {visit.confirmed_at !== null ? (
          <p className="font-medium">Confirmed</p>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="h-11"
            disabled={isBusy}
            aria-label={`Confirm the visit on ${when}`}
            onClick={() => void confirm()}
          >
            Confirm
          </Button>
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
      </div>
    </li>
  )
}

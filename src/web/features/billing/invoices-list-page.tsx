import { useInfiniteQuery } from '@tanstack/react-query'
import { FileText, ListChecks, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { Invoice } from '../../../domain/billing/invoice'
import { effectiveInvoiceStatus } from '../../../domain/billing/invoice-status'
import type { Person } from '../../../domain/crm/person'
import { formatMoney } from '../../../domain/shared/money'
import { InvoiceStatusBadge } from '../../components/invoice-status-badge'
import { LinkButton } from '../../components/link-button'
import { ResponsiveList } from '../../components/responsive-list'
import type { TableColumn } from '../../components/virtual-table'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { ListPageHeader } from '../../components/layout/list-page-header'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { FilterTabs } from '../../components/filter-tabs'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatDate } from '../../lib/format'
import { invoiceQueries, type InvoiceListParams } from './api'
import { INVOICE_BATCH_HREF, invoiceHref, NEW_INVOICE_HREF } from './invoice-links'
import { Can } from '../../lib/access'

const tabs = [
  { value: 'all', label: 'All', noun: 'total' },
  { value: 'unpaid', label: 'Unpaid', noun: 'unpaid' },
  { value: 'overdue', label: 'Overdue', noun: 'overdue' },
  { value: 'paid', label: 'Paid', noun: 'paid' },
] as const
type Tab = (typeof tabs)[number]['value']

function tabOf(params: URLSearchParams): Tab {
  const filter = params.get('filter')
  if (filter === 'overdue' || filter === 'unpaid') return filter
  return params.get('status') === 'Paid' ? 'paid' : 'all'
}

function queryOf(tab: Tab): InvoiceListParams {
  if (tab === 'overdue' || tab === 'unpaid') return { filter: tab }
  return tab === 'paid' ? { status: 'Paid' } : {}
}

/** 'N total invoices', 'N overdue invoices' (SPEC), and the same for the other tabs. */
export function invoiceCountLine(total: number, tab: Tab): string {
  const noun = tabs.find((t) => t.value === tab)?.noun ?? 'total'
  return `${total} ${noun} invoice${total === 1 ? '' : 's'}`
}

/** The invoice table of SPEC section 2. */
const INVOICE_COLUMNS: readonly TableColumn[] = [
  { label: 'Number' },
  { label: 'Client' },
  { label: 'Amount', numeric: true },
  { label: 'Due Date' },
  { label: 'Status' },
]

export function InvoicesListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const [now] = useState(() => Date.now())
  const tab = tabOf(searchParams)
  const query = useInfiniteQuery(invoiceQueries.list(queryOf(tab)))
  const list = useInfiniteList(query)
  const { items: invoices, total } = list
  const clients = useRecordsById<Person>(
    'persons',
    invoices.map((i) => i.client_person_id),
  )
  const clientName = (invoice: Invoice) => {
    const client = clients.get(invoice.client_person_id)
    return client === undefined ? undefined : (client?.name ?? 'Unknown Client')
  }

  function selectTab(value: string) {
    setSearchParams(
      () => {
        const next = new URLSearchParams()
        if (value === 'overdue' || value === 'unpaid') next.set('filter', value)
        if (value === 'paid') next.set('status', 'Paid')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const body = (
    <ResponsiveList
      query={query}
      list={list}
      empty={
        <EmptyState
          icon={<FileText />}
          title={tab === 'overdue' ? 'No overdue invoices' : 'No invoices here'}
          description={
            tab === 'overdue' ? 'Every unpaid invoice is still within its due date.' : undefined
          }
        />
      }
      getKey={(invoice) => invoice.id}
      // Phones: one card per invoice.
      phone={{
        label: 'Invoices',
        renderItem: (invoice) => (
          <Link
            to={invoiceHref(invoice.id)}
            className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="font-semibold">{invoice.number}</span>
              <span className="truncate text-sm text-muted-foreground">
                {clientName(invoice) ?? '…'}
              </span>
              <span className="text-xs text-muted-foreground">
                Due {formatDate(invoice.due_date)}
              </span>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-semibold tabular-nums">{formatMoney(invoice.amount)}</span>
              <InvoiceStatusBadge status={effectiveInvoiceStatus(invoice, now)} />
            </div>
          </Link>
        ),
        estimateRowHeight: 96,
        rowClassName: 'pb-2',
      }}
      // Wider screens: the table of SPEC section 2.
      table={{
        columns: INVOICE_COLUMNS,
        estimateRowHeight: 53,
        renderRow: (invoice, { key, ...rowProps }) => (
          <tr
            key={key}
            {...rowProps}
            onClick={() => void navigate(invoiceHref(invoice.id))}
            className="cursor-pointer transition-colors hover:bg-muted/40"
          >
            <td className="px-4 py-3 font-medium">
              <Link
                to={invoiceHref(invoice.id)}
                className="rounded outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {invoice.number}
              </Link>
            </td>
            <td className="px-4 py-3">
              {clientName(invoice) ?? <Skeleton className="h-4 w-28" />}
            </td>
            <td className="px-4 py-3 text-right tabular-nums">{formatMoney(invoice.amount)}</td>
            <td className="px-4 py-3">{formatDate(invoice.due_date)}</td>
            <td className="px-4 py-3">
              <InvoiceStatusBadge status={effectiveInvoiceStatus(invoice, now)} />
            </td>
          </tr>
        ),
      }}
    />
  )

  return (
    <Page>
      <ListPageHeader
        exportCsv={{ collection: 'invoices', params: queryOf(tab) }}
        title="Invoices"
        description={
          total !== undefined ? (
            <span aria-live="polite">{invoiceCountLine(total, tab)}</span>
          ) : (
            <Skeleton className="h-4 w-28" />
          )
        }
        actions={
          <Can permission="billing:write">
            <LinkButton to={INVOICE_BATCH_HREF} icon={ListChecks} variant="outline">
              Invoice completed work
            </LinkButton>
            <LinkButton to={NEW_INVOICE_HREF} icon={Plus}>
              Create Invoice
            </LinkButton>
          </Can>
        }
      />
      <FilterTabs
        tabs={tabs}
        value={tab}
        onValueChange={selectTab}
        label="Invoice status"
        phoneLayout={4}
      >
        {body}
      </FilterTabs>
    </Page>
  )
}

// Choosing one record of a collection (a job's client, an invoice's job, a photo's job): a combobox
// that searches on the server as you type and pages with a cursor as the list scrolls, so it works
// at 100k records, where loading "the first 200" to filter in the browser left most records out of
// reach (decision 026). Radix Popover + cmdk, the shadcn Combobox pattern.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Command } from 'cmdk'
import { CheckIcon, ChevronsUpDownIcon, LoaderCircle } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useState, type ReactNode, type Ref, type UIEvent } from 'react'
import type { CollectionName } from '../../domain/resources'
import type { ListParams } from '../data/list'
import { isNearListEnd, useRecordSearch } from '../data/use-record-search'
import { lookupQuery } from '../data/use-records-by-id'
import { cn } from '../lib/cn'
import { useDebouncedCallback } from '../lib/use-debounced-callback'
import { SEARCH_PAUSE_MS } from './search-box'

/** cmdk needs a non-empty value to highlight an item; record ids never look like this. */
const NONE_VALUE = '(none)'

export type PickableRecord = { id: string }

export type RecordPickerProps<T extends PickableRecord> = {
  /** The trigger's id, for `<Label htmlFor>`: the label is the combobox's accessible name. */
  id: string
  collection: CollectionName
  /** The chosen record's id; '' for none. */
  value: string
  onChange: (id: string, record: T | null) => void
  /** The text that names a record in the trigger and in the list. */
  getLabel: (record: T) => string
  /** The trigger's text when nothing is chosen, e.g. 'Select a client...'. */
  placeholder: string
  /** The search field's accessible name and placeholder, e.g. 'Search clients'. */
  searchLabel: string
  /** Shown when the server finds nothing. */
  emptyText?: string
  /** Order of the results (a sort the collection's list spec knows). */
  sort?: string
  /** Order when nothing is typed: the likely choices, e.g. the most recent jobs. */
  emptySort?: string
  /** Exact-match filters sent with every search, e.g. { client_person_id }. */
  params?: ListParams
  /** An option on top that chooses nothing (value ''), e.g. 'No job'. */
  noneLabel?: string
  /** Records not to offer (already chosen elsewhere, e.g. a crew's members or the current crew). */
  exclude?: readonly string[]
  /** A second line under a record's name in the list. */
  renderDetail?: (record: T) => ReactNode
  disabled?: boolean
  required?: boolean
  name?: string
  onBlur?: () => void
  ref?: Ref<HTMLButtonElement>
  className?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string | undefined
}

export function RecordPicker<T extends PickableRecord>({
  id,
  collection,
  value,
  onChange,
  getLabel,
  placeholder,
  searchLabel,
  emptyText = 'No matches',
  sort = 'name',
  emptySort,
  params,
  noneLabel,
  exclude,
  renderDetail,
  disabled = false,
  required,
  name,
  onBlur,
  ref,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: RecordPickerProps<T>) {
  const queryClient = useQueryClient()
  const [isOpen, setIsOpen] = useState(false)
  // The field shows every keystroke; the search follows it after a short pause.
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const startSearch = useDebouncedCallback(
    (next: string) => setSearch(next.trim()),
    SEARCH_PAUSE_MS,
  )

  const results = useRecordSearch<T>(collection, {
    q: search,
    sort,
    emptySort,
    params,
    enabled: isOpen,
  })
  const items = exclude?.length
    ? results.items.filter((record) => !exclude.includes(record.id))
    : results.items

  // The chosen record's name: from the pick itself, or looked up by id (a preselected ?client=).
  const chosen = useQuery({ ...lookupQuery<T>(collection, value), enabled: !!value })
  const chosenLabel = value
    ? chosen.data
      ? getLabel(chosen.data)
      : chosen.isPending
        ? 'Loading…'
        : ''
    : ''

  function openChange(next: boolean) {
    setIsOpen(next)
    if (!next) {
      setText('')
      setSearch('')
      onBlur?.()
    }
  }

  function choose(record: T | null) {
    if (record) queryClient.setQueryData(lookupQuery<T>(collection, record.id).queryKey, record)
    onChange(record?.id ?? '', record)
    openChange(false)
  }

  function onListScroll(event: UIEvent<HTMLDivElement>) {
    if (isNearListEnd(event.currentTarget)) results.loadMore()
  }

  const listId = `${id}-list`

  return (
    <Popover.Root open={isOpen} onOpenChange={openChange} modal>
      <Popover.Trigger asChild>
        <button
          ref={ref}
          id={id}
          name={name}
          type="button"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          aria-required={required}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
          disabled={disabled}
          data-slot="record-picker"
          className={cn(
            'flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card py-1 pr-3 pl-3 text-left text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 md:h-9 md:text-sm',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            className,
          )}
          onKeyDown={(event) => {
            // A native select opens on ArrowDown too; Enter and Space open it as a button.
            if (event.key === 'ArrowDown' && !isOpen) {
              event.preventDefault()
              openChange(true)
            }
          }}
        >
          <span className={cn('truncate', !chosenLabel && 'text-muted-foreground')}>
            {chosenLabel || placeholder}
          </span>
          <ChevronsUpDownIcon
            aria-hidden="true"
            className="size-4 shrink-0 text-muted-foreground"
          />
        </button>
      </Popover.Trigger>
      {/* In a portal, so a dialog's overflow does not clip it; modal, so the dialog's scroll lock
          lets the list scroll and Escape closes only the list. */}
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-64 rounded-md border bg-popover p-0 text-popover-foreground shadow-md outline-none"
        >
          <Command shouldFilter={false} label={searchLabel} loop={false}>
            <div className="relative border-b">
              <Command.Input
                value={text}
                onValueChange={(next) => {
                  setText(next)
                  startSearch(next)
                }}
                placeholder={searchLabel}
                className="h-10 w-full bg-transparent px-3 pr-9 text-base outline-none placeholder:text-muted-foreground md:h-9 md:text-sm"
              />
              {results.isSearching ? (
                <LoaderCircle
                  aria-label="Searching"
                  className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
                />
              ) : null}
            </div>
            <Command.List
              id={listId}
              label={searchLabel}
              onScroll={onListScroll}
              className="max-h-72 overflow-y-auto p-1"
            >
              {results.isPending ? (
                <Command.Loading>
                  <p className="px-2 py-3 text-sm text-muted-foreground">Loading…</p>
                </Command.Loading>
              ) : results.isError && items.length === 0 ? (
                <p role="alert" className="px-2 py-3 text-sm text-destructive">
                  Could not load the choices
                </p>
              ) : (
                <Command.Empty className="px-2 py-3 text-sm text-muted-foreground">
                  {emptyText}
                </Command.Empty>
              )}
              {noneLabel && !search ? (
                <Command.Item
                  value={NONE_VALUE}
                  onSelect={() => choose(null)}
                  className={itemClass}
                >
                  <CheckIcon
                    aria-hidden="true"
                    className={cn('size-4 shrink-0', value ? 'opacity-0' : 'opacity-100')}
                  />
                  {noneLabel}
                </Command.Item>
              ) : null}
              {items.map((record) => (
                <Command.Item
                  key={record.id}
                  value={record.id}
                  onSelect={() => choose(record)}
                  className={itemClass}
                >
                  <CheckIcon
                    aria-hidden="true"
                    className={cn(
                      'size-4 shrink-0',
                      record.id === value ? 'opacity-100' : 'opacity-0',
                    )}
                  />
                  <span className="min-w-0">
                    <span className="block truncate">{getLabel(record)}</span>
                    {renderDetail ? (
                      <span className="block truncate text-xs text-muted-foreground">
                        {renderDetail(record)}
                      </span>
                    ) : null}
                  </span>
                </Command.Item>
              ))}
              {results.isLoadingMore ? (
                <p className="px-2 py-2 text-xs text-muted-foreground">Loading more…</p>
              ) : null}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground md:py-1.5'

// Choosing several records of a collection (a crew's members): the chosen ones as removable chips,
// named by id (use-records-by-id.ts), and a record picker searching on the server to add one more.
import { XIcon } from 'lucide-react'
import type { Ref } from 'react'
import { useRecordsById } from '../data/use-records-by-id'
import { RecordPicker, type PickableRecord, type RecordPickerProps } from './record-picker'

export type RecordMultiPickerProps<T extends PickableRecord> = Omit<
  RecordPickerProps<T>,
  'value' | 'onChange' | 'exclude' | 'noneLabel' | 'ref'
> & {
  /** The chosen records' ids, in the order they were added. */
  value: readonly string[]
  onChange: (ids: string[]) => void
  /** The chips' list name, e.g. 'Chosen members'. */
  listLabel: string
  /** A chosen id that no longer exists, e.g. 'Former employee'. */
  missingLabel: string
  ref?: Ref<HTMLButtonElement>
}

export function RecordMultiPicker<T extends PickableRecord>({
  value,
  onChange,
  listLabel,
  missingLabel,
  getLabel,
  collection,
  disabled,
  ...picker
}: RecordMultiPickerProps<T>) {
  const chosen = useRecordsById<T>(collection, value)
  const nameOf = (id: string) => {
    const record = chosen.get(id)
    return record ? getLabel(record) : record === null ? missingLabel : 'Loading…'
  }

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul aria-label={listLabel} className="flex flex-wrap gap-2">
          {value.map((id) => (
            <li
              key={id}
              className="flex h-8 items-center gap-1 rounded-full border bg-muted pr-1 pl-3 text-sm"
            >
              <span className="max-w-48 truncate">{nameOf(id)}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${nameOf(id)}`}
                className="flex size-6 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-not-allowed"
                onClick={() => onChange(value.filter((other) => other !== id))}
              >
                <XIcon aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <RecordPicker<T>
        {...picker}
        collection={collection}
        getLabel={getLabel}
        disabled={disabled}
        value=""
        exclude={value}
        onChange={(id) => {
          if (id && !value.includes(id)) onChange([...value, id])
        }}
      />
    </div>
  )
}

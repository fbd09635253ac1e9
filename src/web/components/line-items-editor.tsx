// The repeatable line items of an estimate's or an invoice's form: Description, Qty (min 1), Price
// (min 0, step 0.01), Taxable, 'Add Item', and a remove button (on an estimate disabled on the last
// row, SPEC section 5). Rows without a description or a price are skipped on save, and say so.
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { cleanPrice, cleanQty, keepLineItems, lineTotal } from '../../domain/sales/estimate-totals'
import { MoneyInput } from './money-input'
import { Button } from './ui/button'
import { Input } from './ui/input'
import { Label } from './ui/label'
import { formatMoneyCents } from '../lib/money-text'
import { IconButton } from './icon-button'

/**
 * A row as typed. `taxable` missing is taxable (decision 058); `job_id` is the visit an invoice line
 * bills (from the invoice draft), kept unseen and sent back.
 */
export type LineItemRow = {
  desc: string
  qty: string
  price: string
  taxable?: boolean
  job_id?: string | null
}
/** What of a form's values the editor reads and writes. */
export type LineItemsValues = { line_items: LineItemRow[] }

export const NEW_ROW: LineItemRow = { desc: '', qty: '1', price: '0', taxable: true }

/** A row is saved only with a description and a price above 0. */
export function isKept(row: LineItemRow): boolean {
  return row.desc.trim().length > 0 && cleanPrice(row.price) > 0
}

/** The rows that will be saved, as numbers: the ones with a description and a price above 0. */
export function keptRows(rows: readonly LineItemRow[]) {
  return keepLineItems(
    rows.map((row) => ({
      desc: row.desc,
      qty: cleanQty(row.qty),
      price: cleanPrice(row.price),
      taxable: row.taxable !== false,
      job_id: row.job_id ?? null,
    })),
  )
}

type LineItemsEditorProps<V extends LineItemsValues, T extends FieldValues> = {
  /** Any form whose values have `line_items` (whatever its schema makes of them on submit). */
  form: UseFormReturn<V, unknown, T>
  /** The rows that cannot be removed: 1 on an estimate (a row always shows); 0 lets every row go. */
  minRows?: number
}

export function LineItemsEditor<V extends LineItemsValues, T extends FieldValues = V>({
  form: ownForm,
  minRows = 1,
}: LineItemsEditorProps<V, T>) {
  // The editor knows only its own part of the values: React Hook Form cannot type a generic path.
  const form = ownForm as unknown as UseFormReturn<LineItemsValues>
  const items = useFieldArray({ control: form.control, name: 'line_items' })
  const rows = useWatch({ control: form.control, name: 'line_items' })
  const isLastRow = items.fields.length <= minRows

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm leading-none font-medium">Line items</legend>
      {items.fields.length > 0 ? (
        <div
          aria-hidden="true"
          className="hidden grid-cols-[1fr_5rem_7rem_6rem_2.25rem] gap-2 px-1 text-xs font-medium text-muted-foreground sm:grid"
        >
          <span>Description</span>
          <span>Qty</span>
          <span>Price</span>
          <span className="text-right">Line total</span>
          <span />
        </div>
      ) : null}
      <ol className="flex flex-col gap-3">
        {items.fields.map((field, index) => {
          const row = rows[index] ?? NEW_ROW
          const n = index + 1
          const isPartial = !isKept(row) && (row.desc.trim() !== '' || cleanPrice(row.price) > 0)
          const hintId = `item-${field.id}-hint`
          return (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_1fr_auto_auto] items-end gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_5rem_7rem_6rem_2.25rem] sm:items-start sm:border-0 sm:p-0"
            >
              <div className="col-span-4 flex flex-col gap-1.5 sm:col-span-1">
                <Label htmlFor={`item-${field.id}-desc`} className="text-xs sm:sr-only">
                  <span className="sr-only">Item {n} </span>Description
                </Label>
                <Input
                  id={`item-${field.id}-desc`}
                  placeholder="e.g. Mulch, per yard"
                  autoComplete="off"
                  maxLength={500}
                  aria-describedby={isPartial ? hintId : undefined}
                  {...form.register(`line_items.${index}.desc`)}
                />
                {isPartial ? (
                  <p id={hintId} className="text-xs text-[oklch(0.45_0.11_65)]">
                    Skipped on save: needs a description and a price above $0
                  </p>
                ) : null}
                <label className="flex min-h-8 w-fit cursor-pointer items-center gap-2 text-xs text-muted-foreground">
                  <input
                    type="checkbox"
                    className="size-4 cursor-pointer accent-primary"
                    {...form.register(`line_items.${index}.taxable`)}
                  />
                  <span>
                    <span className="sr-only">Item {n} </span>Taxable
                  </span>
                </label>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`item-${field.id}-qty`} className="text-xs sm:sr-only">
                  <span className="sr-only">Item {n} </span>Qty
                </Label>
                <Input
                  id={`item-${field.id}-qty`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...form.register(`line_items.${index}.qty`)}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`item-${field.id}-price`} className="text-xs sm:sr-only">
                  <span className="sr-only">Item {n} </span>Price
                </Label>
                <MoneyInput
                  id={`item-${field.id}-price`}
                  {...form.register(`line_items.${index}.price`)}
                />
              </div>
              <div className="flex min-w-16 flex-col justify-end gap-1.5 pb-2 text-right sm:h-9 sm:justify-center sm:pb-0">
                <span className="text-xs text-muted-foreground sm:sr-only">Line total</span>
                <span className="text-sm font-medium tabular-nums" aria-live="off">
                  {formatMoneyCents(
                    lineTotal({ qty: cleanQty(row.qty), price: cleanPrice(row.price) }),
                  )}
                </span>
              </div>
              <IconButton
                type="button"
                icon={Trash2}
                label={`Remove item ${n}`}
                isDestructive
                disabled={isLastRow}
                onClick={() => items.remove(index)}
              />
            </li>
          )
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="min-h-11 w-fit sm:min-h-9"
        disabled={items.fields.length >= 200}
        onClick={() => items.append({ ...NEW_ROW }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        Add Item
      </Button>
    </fieldset>
  )
}

// The invoice a payment goes to: every invoice not Paid, the soonest due first, searched by number on
// the server, so an invoice past the first page can be chosen too.
import type { Invoice } from '../../../domain/billing/invoice'
import { formatMoney } from '../../../domain/shared/money'
import { RecordPicker, type RecordPickerProps } from '../../components/record-picker'

const UNPAID_INVOICES = { filter: 'unpaid' } as const

const invoiceChoiceLabel = (invoice: Invoice) =>
  `${invoice.number} · ${formatMoney(invoice.amount)}`

export type UnpaidInvoicePickerProps = Pick<
  RecordPickerProps<Invoice>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>

export function UnpaidInvoicePicker(props: UnpaidInvoicePickerProps) {
  return (
    <RecordPicker<Invoice>
      {...props}
      collection="invoices"
      params={UNPAID_INVOICES}
      sort="due"
      getLabel={invoiceChoiceLabel}
      placeholder="Select an invoice..."
      searchLabel="Search invoices"
      emptyText="No unpaid invoices"
    />
  )
}

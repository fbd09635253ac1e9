// Records a real payment against an invoice: part or all of what is still due. The invoice turns
// Paid when its payments cover the amount; more than the balance is refused (here and by the API).
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { balanceDue } from '../../../domain/billing/invoice'
import {
  CHECK_NUMBER_MESSAGE,
  paymentMethods,
  type PaymentMethod,
} from '../../../domain/billing/payment'
import { formatMoney, toCents } from '../../../domain/shared/money'
import { MoneyInput } from '../../components/money-input'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
import {
  Field,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
} from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { isApiError } from '../../data/api-error'
import { newIdempotencyKey } from '../../data/idempotency'
import { startOfDateInput, toDateInputValue } from '../../lib/date-input'
import { toastError, toastSuccess } from '../../lib/toast'
import { invoiceQueries, useRecordPayment } from './api'
import { UnpaidInvoicePicker } from './unpaid-invoice-picker'
import type { OverlayProps } from '../../components/overlay-props'

export type RecordPaymentDialogProps = OverlayProps & {
  /** The invoice to pay; without it the dialog offers every unpaid invoice. */
  invoiceId?: string | undefined
}

export function RecordPaymentDialog({ invoiceId, ...dialog }: RecordPaymentDialogProps) {
  return (
    <FreshFormDialog {...dialog}>
      {(close) => <RecordPaymentForm invoiceId={invoiceId} onDone={close} />}
    </FreshFormDialog>
  )
}

type Errors = Partial<Record<'invoice_id' | 'amount' | 'date' | 'check_number', string>>

function RecordPaymentForm({
  invoiceId: fixedInvoiceId,
  onDone,
}: {
  invoiceId?: string | undefined
  onDone: () => void
}) {
  const [invoiceId, setInvoiceId] = useState(fixedInvoiceId ?? '')
  const [amount, setAmount] = useState<string | null>(null)
  const [method, setMethod] = useState<PaymentMethod>('Card')
  const [checkNumber, setCheckNumber] = useState('')
  const [today] = useState(() => toDateInputValue(Date.now()))
  const [date, setDate] = useState(today)
  const [errors, setErrors] = useState<Errors>({})

  const invoice = useQuery({ ...invoiceQueries.detail(invoiceId), enabled: !!invoiceId })
  const payments = useQuery({ ...invoiceQueries.payments(invoiceId), enabled: !!invoiceId })
  const balance =
    invoice.data && payments.data ? balanceDue(invoice.data, payments.data.items) : undefined
  // The amount starts as the whole balance; the user may lower it for a part payment.
  const amountValue = amount ?? (balance !== undefined ? balance.toFixed(2) : '')
  const record = useRecordPayment()

  function submit(event: FormEvent) {
    event.preventDefault()
    const next: Errors = {}
    const value = Number(amountValue)
    if (!invoiceId) next.invoice_id = 'Select an invoice'
    if (!amountValue.trim() || !Number.isFinite(value) || value <= 0) {
      next.amount = 'Enter an amount above 0'
    } else if (Math.abs(toCents(value) - value * 100) > 1e-6) {
      next.amount = 'At most 2 decimals'
    } else if (balance !== undefined && toCents(value) > toCents(balance)) {
      next.amount = `More than the ${formatMoney(balance)} still due`
    }
    if (method === 'Check' && checkNumber.trim() === '') next.check_number = CHECK_NUMBER_MESSAGE
    const paidOn = startOfDateInput(date)
    if (paidOn === null) next.date = 'Enter a valid date'
    setErrors(next)
    if (Object.keys(next).length > 0) {
      toastError('Error', Object.values(next)[0])
      return
    }
    // A payment dated today keeps the time it was recorded; another day is stored at its start.
    const stamp = date === today ? undefined : (paidOn ?? undefined)
    record.mutate(
      {
        invoice_id: invoiceId,
        amount: value,
        method,
        ...(method === 'Check' ? { check_number: checkNumber.trim() } : {}),
        date: stamp,
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (payment) => {
          const settles = balance !== undefined && toCents(payment.amount) === toCents(balance)
          toastSuccess(
            'Payment recorded',
            settles
              ? `${formatMoney(payment.amount)} received: ${invoice.data?.number ?? 'the invoice'} is now paid`
              : `${formatMoney(payment.amount)} applied to ${invoice.data?.number ?? 'the invoice'}`,
          )
          onDone()
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined
          setErrors({
            amount: fields?.amount,
            invoice_id: fields?.invoice_id,
            check_number: fields?.check_number,
          })
          toastError('Error', error.message)
        },
      },
    )
  }

  return (
    <FormDialogBody
      title="Record Payment"
      description={
        invoice.data
          ? `${invoice.data.number}: ${balance !== undefined ? `${formatMoney(balance)} still due` : '…'}`
          : 'A part or full payment received for an invoice.'
      }
      formLabel="Record payment"
      submitLabel="Record Payment"
      isSaving={record.isPending}
      isSubmitDisabled={!!invoiceId && balance === undefined}
      onCancel={onDone}
      onSubmit={submit}
    >
      <FieldGroup>
        {fixedInvoiceId ? null : (
          <Field invalid={!!errors.invoice_id}>
            <FieldLabel htmlFor="payment-invoice">Invoice</FieldLabel>
            <UnpaidInvoicePicker
              id="payment-invoice"
              value={invoiceId}
              aria-invalid={!!errors.invoice_id}
              aria-describedby={errors.invoice_id ? 'payment-invoice-error' : undefined}
              onChange={(id) => {
                setInvoiceId(id)
                setAmount(null)
              }}
            />
            <FieldError id="payment-invoice-error">{errors.invoice_id}</FieldError>
          </Field>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field invalid={!!errors.amount}>
            <FieldLabel htmlFor="payment-amount">Amount</FieldLabel>
            <MoneyInput
              id="payment-amount"
              min={0.01}
              max={balance}
              value={amountValue}
              aria-invalid={!!errors.amount}
              aria-describedby={
                errors.amount ? 'payment-amount-hint payment-amount-error' : 'payment-amount-hint'
              }
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
            <FieldDescription id="payment-amount-hint">
              {balance !== undefined ? `Up to ${formatMoney(balance)}` : 'In dollars'}
            </FieldDescription>
            <FieldError id="payment-amount-error">{errors.amount}</FieldError>
          </Field>
          <Field>
            <FieldLabel htmlFor="payment-method">Method</FieldLabel>
            <Select
              id="payment-method"
              value={method}
              onChange={(event) => setMethod(event.currentTarget.value as PaymentMethod)}
            >
              {paymentMethods.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {method === 'Check' && (
          <Field invalid={!!errors.check_number}>
            <FieldLabel htmlFor="payment-check-number">Check number</FieldLabel>
            <Input
              id="payment-check-number"
              value={checkNumber}
              maxLength={40}
              autoComplete="off"
              inputMode="numeric"
              aria-invalid={!!errors.check_number}
              aria-describedby={errors.check_number ? 'payment-check-number-error' : undefined}
              onChange={(event) => setCheckNumber(event.currentTarget.value)}
            />
            <FieldError id="payment-check-number-error">{errors.check_number}</FieldError>
          </Field>
        )}
        <Field invalid={!!errors.date}>
          <FieldLabel htmlFor="payment-date">Date received</FieldLabel>
          <Input
            id="payment-date"
            type="date"
            value={date}
            max={today}
            aria-invalid={!!errors.date}
            aria-describedby={errors.date ? 'payment-date-error' : undefined}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <FieldError id="payment-date-error">{errors.date}</FieldError>
        </Field>
      </FieldGroup>
    </FormDialogBody>
  )
}

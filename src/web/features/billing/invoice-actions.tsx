// What can be done with an invoice that is not paid yet: Mark as Paid, Record Payment, Send Reminder.
// Once paid, the text 'Invoice has been paid' replaces them (SPEC section 4).
import { BadgeCheck, Banknote, CheckCircle2, Mail } from 'lucide-react'
import { useState } from 'react'
import {
  INVOICE_PAID,
  INVOICE_PAID_TEXT,
  reminderMessage,
  type Invoice,
} from '../../../domain/billing/invoice'
import type { Person } from '../../../domain/crm/person'
import { formatMoney } from '../../../domain/shared/money'
import { BusyIcon } from '../../components/busy-icon'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { newIdempotencyKey } from '../../data/idempotency'
import { formatDate } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { useMarkPaid } from './api'
import { RecordPaymentDialog } from './record-payment-dialog'

/** A reminder the client's own mail app opens, ready to send. */
export function reminderMailto(invoice: Invoice, email: string, balance: number): string {
  const subject = `Payment reminder: invoice ${invoice.number}`
  const body = [
    'Hello,',
    '',
    `This is a friendly reminder that invoice ${invoice.number} for ${formatMoney(balance)} is due on ${formatDate(invoice.due_date)}.`,
    '',
    'Thank you for your business.',
  ].join('\n')
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export function InvoiceActions({
  invoice,
  client,
  balance,
}: {
  invoice: Invoice
  client: Person | null | undefined
  /** undefined while the payments load */
  balance: number | undefined
}) {
  const markPaid = useMarkPaid()
  const [dialog, setDialog] = useState<'mark-paid' | 'record' | null>(null)

  if (invoice.status === 'Paid') {
    return (
      <Card>
        <CardContent className="flex items-center gap-3">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-success" />
          <p className="font-medium">{INVOICE_PAID_TEXT}</p>
        </CardContent>
      </Card>
    )
  }

  const email = client?.email
  return (
    <Card>
      <CardHeader>
        <CardTitle>Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button
          disabled={markPaid.isPending || balance === undefined}
          onClick={() => setDialog('mark-paid')}
        >
          <BusyIcon isBusy={markPaid.isPending} icon={BadgeCheck} />
          Mark as Paid
        </Button>
        <Button variant="outline" onClick={() => setDialog('record')}>
          <Banknote aria-hidden="true" />
          Record Payment
        </Button>
        {email ? (
          <Button asChild variant="outline">
            <a
              href={reminderMailto(invoice, email, balance ?? invoice.amount)}
              onClick={() => {
                const { title, description } = reminderMessage(email)
                toastSuccess(title, description)
              }}
            >
              <Mail aria-hidden="true" />
              Send Reminder
            </a>
          </Button>
        ) : (
          <>
            <Button variant="outline" disabled aria-describedby="reminder-hint">
              <Mail aria-hidden="true" />
              Send Reminder
            </Button>
            <p id="reminder-hint" className="text-xs text-muted-foreground">
              The client has no email address.
            </p>
          </>
        )}
      </CardContent>

      <ConfirmDialog
        open={dialog === 'mark-paid'}
        onOpenChange={(open) => setDialog(open ? 'mark-paid' : null)}
        title={`Mark ${invoice.number} as paid?`}
        description={`This records a Card payment of ${formatMoney(balance ?? invoice.amount)} and marks the invoice Paid.`}
        confirmLabel="Mark as Paid"
        onConfirm={() =>
          markPaid.mutate(
            { invoiceId: invoice.id, idempotencyKey: newIdempotencyKey() },
            {
              onSuccess: () => toastSuccess(INVOICE_PAID.title, INVOICE_PAID.description),
              onError: (error) => toastError('Error', error.message),
            },
          )
        }
      />
      <RecordPaymentDialog
        open={dialog === 'record'}
        onOpenChange={(open) => setDialog(open ? 'record' : null)}
        invoiceId={invoice.id}
      />
    </Card>
  )
}

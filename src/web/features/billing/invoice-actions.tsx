// What can be done with an invoice that is not paid yet: Mark as Paid, Record Payment, Send Invoice
// (while Pending) and Send Reminder, both by e-mail from the server with the PDF attached (issue #30).
// Once paid, the text 'Invoice has been paid' replaces them (SPEC section 4).
import { BadgeCheck, Banknote, CheckCircle2, Mail, Send } from 'lucide-react'
import { useState } from 'react'
import {
  INVOICE_PAID,
  INVOICE_PAID_TEXT,
  reminderMessage,
  type Invoice,
} from '../../../domain/billing/invoice'
import type { Person } from '../../../domain/crm/person'
import { formatMoney } from '../../../domain/shared/money'
import { isDemoMode } from '../../lib/env'
import { useSendInvoice, type SendMailBody } from '../../data/send-mail'
import { SendMailDialog } from '../../components/send-mail-dialog'
import { toastMailOutcome } from '../../lib/send-toasts'
import { BusyIcon } from '../../components/busy-icon'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { newIdempotencyKey } from '../../data/idempotency'
import { toastError, toastSuccess } from '../../lib/toast'
import { useMarkPaid } from './api'
import { RecordPaymentDialog } from './record-payment-dialog'

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
  const sendInvoice = useSendInvoice('invoice', invoice.id)
  const sendReminder = useSendInvoice('reminder', invoice.id)
  const [dialog, setDialog] = useState<'mark-paid' | 'record' | 'send' | 'remind' | null>(null)

  async function send(kind: 'invoice' | 'reminder', body: SendMailBody): Promise<void> {
    const mutation = kind === 'invoice' ? sendInvoice : sendReminder
    const { record, message } = await mutation.mutateAsync(body)
    const to = body.to ?? email ?? ''
    if (record.status !== invoice.status) {
      toastSuccess('Invoice updated', `Status changed to ${record.status}`)
    }
    if (message)
      toastMailOutcome(message, to, kind === 'invoice' ? 'Invoice sent' : 'Reminder sent')
    else if (kind === 'reminder') {
      // The demo sends nothing: the spec's toast only.
      const { title, description } = reminderMessage(to)
      toastSuccess(title, description)
    }
  }

  function start(kind: 'invoice' | 'reminder') {
    if (!isDemoMode) return setDialog(kind === 'invoice' ? 'send' : 'remind')
    send(kind, {}).catch((error: unknown) =>
      toastError('Error', error instanceof Error ? error.message : String(error)),
    )
  }

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
        {invoice.status === 'Pending' ? (
          <Button
            variant="outline"
            disabled={!email || sendInvoice.isPending}
            aria-describedby={email ? undefined : 'reminder-hint'}
            onClick={() => start('invoice')}
          >
            <BusyIcon isBusy={sendInvoice.isPending} icon={Send} />
            Send Invoice
          </Button>
        ) : null}
        <Button
          variant="outline"
          disabled={!email || sendReminder.isPending}
          aria-describedby={email ? undefined : 'reminder-hint'}
          onClick={() => start('reminder')}
        >
          <BusyIcon isBusy={sendReminder.isPending} icon={Mail} />
          Send Reminder
        </Button>
        {email ? null : (
          <p id="reminder-hint" className="text-xs text-muted-foreground">
            The client has no email address.
          </p>
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
      <SendMailDialog
        open={dialog === 'send'}
        onOpenChange={(open) => setDialog(open ? 'send' : null)}
        kind="invoice"
        recordId={invoice.id}
        title="Send Invoice"
        submitLabel="Send"
        isSending={sendInvoice.isPending}
        onSend={(body) => send('invoice', body)}
      />
      <SendMailDialog
        open={dialog === 'remind'}
        onOpenChange={(open) => setDialog(open ? 'remind' : null)}
        kind="reminder"
        recordId={invoice.id}
        title="Send Reminder"
        submitLabel="Send"
        isSending={sendReminder.isPending}
        onSend={(body) => send('reminder', body)}
      />
      <RecordPaymentDialog
        open={dialog === 'record'}
        onOpenChange={(open) => setDialog(open ? 'record' : null)}
        invoiceId={invoice.id}
      />
    </Card>
  )
}

// What can be done with an invoice that is not paid yet: Mark as Paid, Record Payment, Send Invoice
// (while Pending) and Send Reminder, both by e-mail from the server with the PDF attached (issue #30).
// Once paid, the text 'Invoice has been paid' replaces them (SPEC section 4).
import { BadgeCheck, Banknote, CheckCircle2, Mail, Send, type LucideIcon } from 'lucide-react'
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
  const [dialog, setDialog] = useState<'mark-paid' | 'record' | 'mail' | null>(null)
  // Kept when the dialog closes, so that its title does not change while it fades out.
  const [mailKind, setMailKind] = useState<'invoice' | 'reminder'>('invoice')

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
    if (!isDemoMode) {
      setMailKind(kind)
      return setDialog('mail')
    }
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
          <SendButton
            label="Send Invoice"
            icon={Send}
            canSend={Boolean(email)}
            isBusy={sendInvoice.isPending}
            onClick={() => start('invoice')}
          />
        ) : null}
        <SendButton
          label="Send Reminder"
          icon={Mail}
          canSend={Boolean(email)}
          isBusy={sendReminder.isPending}
          onClick={() => start('reminder')}
        />
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
        open={dialog === 'mail'}
        onOpenChange={(open) => setDialog(open ? 'mail' : null)}
        kind={mailKind}
        recordId={invoice.id}
        title={mailKind === 'invoice' ? 'Send Invoice' : 'Send Reminder'}
        submitLabel="Send"
        isSending={(mailKind === 'invoice' ? sendInvoice : sendReminder).isPending}
        onSend={(body) => send(mailKind, body)}
      />
      <RecordPaymentDialog
        open={dialog === 'record'}
        onOpenChange={(open) => setDialog(open ? 'record' : null)}
        invoiceId={invoice.id}
      />
    </Card>
  )
}

/** Send Invoice or Send Reminder: disabled, with the reason beside, for a client without e-mail. */
function SendButton({
  label,
  icon,
  canSend,
  isBusy,
  onClick,
}: {
  label: string
  icon: LucideIcon
  canSend: boolean
  isBusy: boolean
  onClick: () => void
}) {
  return (
    <Button
      variant="outline"
      disabled={!canSend || isBusy}
      aria-describedby={canSend ? undefined : 'reminder-hint'}
      onClick={onClick}
    >
      <BusyIcon isBusy={isBusy} icon={icon} />
      {label}
    </Button>
  )
}

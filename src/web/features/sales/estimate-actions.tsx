// The Actions card of an estimate: Edit while Open, the status moves its status allows (SPEC
// section 4), Convert to Job once Accepted, View Job after, Create Invoice once Accepted (for who
// may bill), Print / Save as PDF, and Delete.
import {
  ArrowRight,
  Briefcase,
  CheckCircle2,
  Pencil,
  Printer,
  Send,
  Trash2,
  Undo2,
} from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import {
  ESTIMATE_CONVERTED,
  estimateNumber,
  isEstimateEditable,
  type Estimate,
} from '../../../domain/sales/estimate'
import {
  availableEstimateActions,
  estimateActionLabel,
  estimateStatusMessage,
  type EstimateAction,
} from '../../../domain/sales/estimate-status'
import { BusyIcon } from '../../components/busy-icon'
import { DeleteRecordDialog } from '../../components/delete-record-dialog'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { LinkButton } from '../../components/link-button'
import { Can } from '../../lib/access'
import { isDemoMode } from '../../lib/env'
import { toastError, toastSuccess } from '../../lib/toast'
import { useSendEstimate, type SendMailBody } from '../../data/send-mail'
import { SendMailDialog } from '../../components/send-mail-dialog'
import { toastMailOutcome } from '../../lib/send-toasts'
import { useConvertEstimate, useDeleteEstimate, useEstimateAction } from './estimate-api'
import { EstimateInvoiceAction } from './estimate-invoice-action'
import { ESTIMATES_HREF, estimateEditHref, jobHref } from './estimate-links'

const actionIcon: Record<EstimateAction, typeof Send> = {
  send: Send,
  accept: CheckCircle2,
  decline: Undo2,
}

export const NO_CLIENT_EMAIL_HINT = 'The client has no email address.'

export function EstimateActions({
  estimate,
  clientEmail,
}: {
  estimate: Estimate
  /** The client's address: '' when it has none (Send to Client needs one on a server); undefined while it loads. */
  clientEmail?: string | undefined
}) {
  const navigate = useNavigate()
  const move = useEstimateAction(estimate.id)
  const send = useSendEstimate(estimate.id)
  const [isSending, setSending] = useState(false)
  const noAddress = !isDemoMode && clientEmail === ''
  const convert = useConvertEstimate(estimate.id)
  const remove = useDeleteEstimate(estimate.id)
  const [isDeleting, setDeleting] = useState(false)
  const isBusy = move.isPending || convert.isPending || send.isPending
  const actions = availableEstimateActions(estimate.status)

  /** Send to Client: the status change, and on a server the e-mail's outcome. */
  async function sendToClient(body: SendMailBody): Promise<void> {
    const { record, message } = await send.mutateAsync(body)
    const status = estimateStatusMessage(record.status)
    toastSuccess(status.title, status.description)
    if (message) toastMailOutcome(message, body.to ?? '')
  }

  function runAction(action: EstimateAction) {
    if (action === 'send') {
      // The demo sends nothing: the spec's status change at once, no dialog.
      if (isDemoMode) {
        sendToClient({}).catch((error: unknown) =>
          toastError('Error', error instanceof Error ? error.message : String(error)),
        )
      } else setSending(true)
      return
    }
    move.mutate(action, {
      onSuccess: (saved) => {
        const message = estimateStatusMessage(saved.status)
        toastSuccess(message.title, message.description)
      },
    })
  }

  function convertToJob() {
    convert.mutate(undefined, {
      onSuccess: (job) =>
        toastSuccess(ESTIMATE_CONVERTED.title, ESTIMATE_CONVERTED.description, {
          label: 'View Job',
          onClick: () => void navigate(jobHref(job.id)),
        }),
    })
  }

  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {isEstimateEditable(estimate) ? (
          <LinkButton
            to={estimateEditHref(estimate.id)}
            icon={Pencil}
            variant="outline"
            className="min-h-11 justify-start sm:min-h-9"
          >
            Edit
          </LinkButton>
        ) : null}
        {actions.map((action) => {
          const Icon = actionIcon[action]
          const needsAddress = action === 'send' && noAddress
          return (
            <div key={action} className="flex flex-col gap-1">
              <Button
                variant={action === 'decline' ? 'outline' : 'default'}
                className="min-h-11 justify-start sm:min-h-9"
                disabled={isBusy || needsAddress}
                aria-describedby={needsAddress ? 'send-estimate-hint' : undefined}
                onClick={() => runAction(action)}
              >
                <BusyIcon
                  isBusy={
                    action === 'send' ? send.isPending : move.isPending && move.variables === action
                  }
                  icon={Icon}
                />
                {estimateActionLabel(action)}
              </Button>
              {needsAddress ? (
                <p id="send-estimate-hint" className="text-xs text-muted-foreground">
                  {NO_CLIENT_EMAIL_HINT}
                </p>
              ) : null}
            </div>
          )
        })}
        {estimate.status === 'Accepted' && !estimate.job_id ? (
          <Button
            className="min-h-11 justify-start sm:min-h-9"
            disabled={isBusy}
            onClick={convertToJob}
          >
            <BusyIcon isBusy={convert.isPending} icon={Briefcase} />
            Convert to Job
          </Button>
        ) : null}
        {estimate.job_id ? (
          <>
            <p className="text-sm text-muted-foreground">This estimate was converted to a job.</p>
            <LinkButton
              to={jobHref(estimate.job_id)}
              icon={ArrowRight}
              variant="secondary"
              className="min-h-11 justify-start sm:min-h-9"
            >
              View Job
            </LinkButton>
          </>
        ) : null}
        {estimate.status === 'Accepted' ? (
          <Can permission="billing:write">
            <EstimateInvoiceAction estimateId={estimate.id} />
          </Can>
        ) : null}
        <Button
          variant="outline"
          className="min-h-11 justify-start sm:min-h-9"
          onClick={() => window.print()}
        >
          <Printer aria-hidden="true" />
          Print / Save as PDF
        </Button>
        <Button
          variant="outline"
          className="min-h-11 justify-start text-destructive hover:text-destructive sm:min-h-9"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete Estimate
        </Button>
        <SendMailDialog
          open={isSending}
          onOpenChange={setSending}
          kind="estimate"
          recordId={estimate.id}
          title="Send to Client"
          submitLabel="Send"
          isSending={send.isPending}
          onSend={sendToClient}
        />
        <DeleteRecordDialog
          open={isDeleting}
          onOpenChange={setDeleting}
          collection="estimates"
          id={estimate.id}
          label="Estimate"
          name={estimateNumber(estimate.id)}
          isDeleting={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setDeleting(false)
                toastSuccess('Estimate deleted', `${estimateNumber(estimate.id)} was removed`)
                void navigate(ESTIMATES_HREF, { replace: true })
              },
            })
          }
        />
      </CardContent>
    </Card>
  )
}

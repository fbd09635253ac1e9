// The Actions card of an estimate: Edit while Open, the status moves its status allows (SPEC
// section 4), Convert to Job once Accepted, View Job after, Print / Save as PDF, and Delete.
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
import { toastSuccess } from '../../lib/toast'
import { useConvertEstimate, useDeleteEstimate, useEstimateAction } from './estimate-api'
import { ESTIMATES_HREF, estimateEditHref, jobHref } from './estimate-links'

const actionIcon: Record<EstimateAction, typeof Send> = {
  send: Send,
  accept: CheckCircle2,
  decline: Undo2,
}

export function EstimateActions({ estimate }: { estimate: Estimate }) {
  const navigate = useNavigate()
  const move = useEstimateAction(estimate.id)
  const convert = useConvertEstimate(estimate.id)
  const remove = useDeleteEstimate(estimate.id)
  const [isDeleting, setDeleting] = useState(false)
  const isBusy = move.isPending || convert.isPending
  const actions = availableEstimateActions(estimate.status)

  function runAction(action: EstimateAction) {
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
          return (
            <Button
              key={action}
              variant={action === 'decline' ? 'outline' : 'default'}
              className="min-h-11 justify-start sm:min-h-9"
              disabled={isBusy}
              onClick={() => runAction(action)}
            >
              <BusyIcon isBusy={move.isPending && move.variables === action} icon={Icon} />
              {estimateActionLabel(action)}
            </Button>
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

// The lead's pipeline: New, Contacted, Quoted, Won, Lost, with the current stage marked and the
// moves the rules allow (an open lead may go anywhere; a closed one only back to New).
import { Check } from 'lucide-react'
import { leadStages, nextLeadStages, type Lead, type LeadStage } from '../../../domain/sales/lead'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/cn'
import { toastSuccess } from '../../lib/toast'
import { useUpdateLead } from './lead-api'

export function LeadStageControl({ lead }: { lead: Lead }) {
  const update = useUpdateLead(lead.id)
  const allowed = nextLeadStages(lead.stage)

  function move(stage: LeadStage) {
    update.mutate(
      { stage, version: lead.version },
      { onSuccess: () => toastSuccess('Lead updated', `Stage changed to ${stage}`) },
    )
  }

  return (
    <section aria-labelledby="lead-stage-heading" className="flex flex-col gap-2">
      <h2 id="lead-stage-heading" className="text-sm font-medium text-muted-foreground">
        Move stage
      </h2>
      <div role="group" aria-label="Stage" className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {leadStages.map((stage) => {
          const isCurrent = stage === lead.stage
          const canMove = allowed.includes(stage)
          return (
            <Button
              key={stage}
              type="button"
              variant={isCurrent ? 'default' : 'outline'}
              aria-pressed={isCurrent}
              disabled={!isCurrent && (!canMove || update.isPending)}
              className={cn('min-h-11 sm:min-h-9', isCurrent && 'pointer-events-none')}
              title={
                isCurrent
                  ? 'Current stage'
                  : canMove
                    ? `Move to ${stage}`
                    : `A ${lead.stage} lead can only be reopened as New`
              }
              onClick={() => !isCurrent && move(stage)}
            >
              {isCurrent ? <Check aria-hidden="true" /> : null}
              {stage === 'New' && (lead.stage === 'Won' || lead.stage === 'Lost')
                ? 'Reopen'
                : stage}
            </Button>
          )
        })}
      </div>
    </section>
  )
}

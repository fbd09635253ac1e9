// Edit Instructions for the crew: one text area, saved with the job's version so an edit made
// meanwhile by someone else is refused rather than overwritten.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import {
  CREW_INSTRUCTIONS_LABEL,
  MAX_CREW_INSTRUCTIONS,
} from '../../../domain/projects/crew-instructions'
import { crewInstructionsInput, type Job } from '../../../domain/projects/job'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import type { OverlayProps } from '../../components/overlay-props'
import { Textarea } from '../../components/ui/textarea'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useUpdateJob } from './api'

const formSchema = z.object({ crew_instructions: crewInstructionsInput })
const names = ['crew_instructions'] as const

export function CrewInstructionsDialog({ job, ...dialog }: OverlayProps & { job: Job }) {
  return (
    <FreshFormDialog {...dialog} className="sm:max-w-xl">
      {(close) => <CrewInstructionsForm job={job} onDone={close} />}
    </FreshFormDialog>
  )
}

function CrewInstructionsForm({ job, onDone }: { job: Job; onDone: () => void }) {
  const update = useUpdateJob()
  const form = useForm({
    defaultValues: { crew_instructions: job.crew_instructions },
    resolver: zodResolver(formSchema),
  })

  const onSubmit = submitForm(
    form,
    names,
    (patch, callbacks) => update.mutate({ job, patch }, callbacks),
    (saved: Job) => {
      toastSuccess(
        'Instructions saved',
        saved.crew_instructions
          ? `The crew sees them on ${saved.title}`
          : `${saved.title} has no instructions for the crew`,
      )
      onDone()
    },
  )

  return (
    <FormDialogBody
      title={CREW_INSTRUCTIONS_LABEL}
      description="What the crew should know on site: gate codes, parking, pets. Clients never see these."
      formLabel="Edit instructions for the crew"
      submitLabel="Save Instructions"
      savingLabel="Saving…"
      isSaving={update.isPending}
      onCancel={onDone}
      onSubmit={onSubmit}
    >
      <FormField
        form={form}
        name="crew_instructions"
        id="job-crew-instructions"
        label={CREW_INSTRUCTIONS_LABEL}
        description={`Up to ${MAX_CREW_INSTRUCTIONS} characters.`}
      >
        {(control) => <Textarea rows={6} {...control} />}
      </FormField>
    </FormDialogBody>
  )
}

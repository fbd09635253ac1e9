// The job page's "Instructions for the crew" card: what the office tells the crew about the job,
// read by everyone who reads the job (Crew on their own jobs), changed by the roles that write jobs.
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { CREW_INSTRUCTIONS_LABEL } from '../../../domain/projects/crew-instructions'
import type { Job } from '../../../domain/projects/job'
import { IconButton } from '../../components/icon-button'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Can } from '../../lib/access'
import { CrewInstructionsDialog } from './crew-instructions-dialog'

const TITLE_ID = 'job-crew-instructions-title'

export function CrewInstructionsCard({ job }: { job: Job }) {
  const [isEditing, setEditing] = useState(false)
  return (
    <Card role="region" aria-labelledby={TITLE_ID} className="gap-3">
      <CardHeader>
        <CardTitle id={TITLE_ID} className="text-base">
          {CREW_INSTRUCTIONS_LABEL}
        </CardTitle>
        <Can permission="jobs:write">
          <CardAction>
            <IconButton
              icon={Pencil}
              label="Edit instructions for the crew"
              className="-mt-2 -mr-2"
              onClick={() => setEditing(true)}
            />
          </CardAction>
        </Can>
      </CardHeader>
      <CardContent>
        {job.crew_instructions ? (
          <p className="text-sm break-words whitespace-pre-line">{job.crew_instructions}</p>
        ) : (
          <p className="text-sm text-muted-foreground">No instructions for the crew yet.</p>
        )}
      </CardContent>
      <Can permission="jobs:write">
        <CrewInstructionsDialog job={job} open={isEditing} onOpenChange={setEditing} />
      </Can>
    </Card>
  )
}

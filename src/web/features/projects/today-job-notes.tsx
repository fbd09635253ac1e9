// A Today card's job notes (issue #33), for the roles that write jobs (the Foreman on a phone, the
// office): saved through the phone's outbox with the version shown, so an edit the office made
// meanwhile comes back as a conflict with both versions (the sync status) rather than being lost.
// The form's code loads when it is first opened.
import { lazy } from 'react'
import type { Job } from '../../../domain/projects/job'
import { Disclosure } from '../../components/disclosure'
import { Skeleton } from '../../components/ui/skeleton'

const TodayJobNotesForm = lazy(() =>
  import('./today-job-notes-form').then((m) => ({ default: m.TodayJobNotesForm })),
)

export function TodayJobNotes({ job }: { job: Job }) {
  return (
    <Disclosure
      text={{ closed: 'Notes', open: 'Hide notes' }}
      name={{ closed: `Edit the notes of ${job.title}`, open: `Hide the notes of ${job.title}` }}
      fallback={<Skeleton className="h-32 w-full rounded-xl" />}
    >
      <TodayJobNotesForm job={job} />
    </Disclosure>
  )
}

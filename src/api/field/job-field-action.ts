// One field action on a job (issue #32 section 2, decision 051) in one transaction: the job locked,
// the action checked against the job's timer, the row kept (server), the job's status moved (Start,
// Finish) and a History line written; On my way also queues the client's e-mail and text in the
// outbox, so both commit with the action and the outbox worker sends each once, with retries.
import {
  actionOutcome,
  activityEventKind,
  activityHistoryText,
  fieldState,
  openChecklistError,
  type FieldState,
  type FinishBody,
  type JobActivity,
  type JobActivityKind,
  type StartBody,
} from '../../domain/field/job-activity'
import { actionTime } from '../../domain/field/acted-at'
import { templateText } from '../../domain/mail/mail-template'
import { AppError } from '../../domain/shared/app-error'
import { randomId } from '../../domain/shared/ids'
import { assertOwn } from '../access/own-work'
import type { Grant } from '../access/authorize'
import { enqueueMail, outboxDeps } from '../mail/enqueue-mail'
import { enqueueText } from '../mail/enqueue-text'
import { mailBrandingOf } from '../mail/mail-branding'
import { getOrThrow, saveRow } from '../records/records'
import type { ApiDeps } from '../shared/deps'
import type { Row, RowOf, StoreTx } from '../shared/store'
import { afterVisitDone } from '../projects/series-after-done'

export const PAUSE_NEEDS_THE_SERVER =
  'Pause and Resume need the server: the browser-only demo keeps no job timer'
export const PHOTO_NOT_OF_JOB = 'A photo is not one of this job’s photos'

/** What On my way told the client: queued or recorded as not sent; off, or nowhere to send it. */
export type Notice = 'queued' | 'not_sent' | 'off' | 'opted_out' | 'no_address' | null

/** On my way's text: queued in the outbox, or why none is sent. */
export type TextNotice = 'queued' | 'off' | 'opted_out' | 'no_phone' | null

export type FieldActionInput = (
  | { kind: 'on-my-way' | 'resume' }
  | { kind: 'start'; body: StartBody }
  | { kind: 'pause'; reason: string }
  | { kind: 'finish'; body: FinishBody }
) & {
  /** When the person acted (a replay from the phone's outbox); absent: now. */
  actedAt?: number | undefined
}

export type FieldActionResult = {
  job: Row
  state: FieldState
  email: Notice
  text: TextNotice
}

/** A job's timer as its rows say (the demo, which keeps none, reads it from the status). */
export async function jobFieldState(tx: StoreTx, job: Row): Promise<FieldState> {
  const activity = (await tx.jobActivity?.listOf(job.id)) ?? []
  return fieldState(job as Row & { status: 'Scheduled' | 'In-Progress' | 'Done' }, activity)
}

async function openChecklistItems(tx: StoreTx, jobId: string): Promise<number> {
  const orders = await tx.findAll('work-orders', { op: 'eq', field: 'job_id', value: jobId })
  return orders.reduce((sum, o) => sum + o.checklist.filter((item) => !item.done).length, 0)
}

async function checkPhotos(tx: StoreTx, jobId: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const media = await tx.get('media', id)
    if (media?.job_id !== jobId) {
      throw new AppError('VALIDATION', PHOTO_NOT_OF_JOB, { photos: PHOTO_NOT_OF_JOB })
    }
  }
}

export const BEFORE_LAST_ACTION =
  'This action is dated before the job’s last action: it cannot be recorded out of order'

/** An action dated earlier (acted_at) may not come before what the job's timer already shows. */
function assertAfterLastAction(state: FieldState, at: number): void {
  const last = state.activity.at(-1)
  if (last && at < last.at) {
    throw new AppError('INVALID_STATE', BEFORE_LAST_ACTION, { acted_at: BEFORE_LAST_ACTION })
  }
}

export async function runFieldAction(
  tx: StoreTx,
  deps: ApiDeps,
  jobId: string,
  grant: Grant | undefined,
  action: FieldActionInput,
): Promise<FieldActionResult> {
  const job = await getOrThrow(tx, 'jobs', jobId, { forUpdate: true })
  await assertOwn(tx, 'jobs', grant, job, 'Job not found')
  const kind: JobActivityKind = action.kind
  if (!tx.jobActivity && (kind === 'pause' || kind === 'resume')) {
    throw new AppError('INVALID_STATE', PAUSE_NEEDS_THE_SERVER)
  }
  const before = await jobFieldState(tx, job)
  const status = actionOutcome(kind, before)
  if (action.kind === 'finish') {
    const refusal = openChecklistError(
      await openChecklistItems(tx, job.id),
      action.body.finish_anyway === true,
    )
    if (refusal) throw refusal
    await checkPhotos(tx, job.id, action.body.photos ?? [])
  }
  const now = deps.clock()
  const at = actionTime(action.actedAt, now)
  assertAfterLastAction(before, at)
  const activity: JobActivity = {
    // Random: a server-only row must not take an id of the sequence the demo shares.
    id: randomId(),
    job_id: job.id,
    kind,
    at,
    received_at: now,
    user_id: grant?.actor?.userId ?? null,
    employee_id: grant?.actor?.employeeId ?? null,
    reason: action.kind === 'pause' ? action.reason : null,
    note: action.kind === 'finish' && action.body.note ? action.body.note : null,
    location:
      action.kind === 'start' || action.kind === 'finish' ? (action.body.location ?? null) : null,
  }
  await tx.jobActivity?.add(activity)
  const { version, ...rest } = job
  const saved = status === null ? job : await saveRow(tx, 'jobs', { ...rest, status }, version)
  if (status === 'Done' && job.status !== 'Done') {
    await afterVisitDone(tx, saved as Row & RowOf<'jobs'>, { now, newId: deps.newId })
  }
  await tx.events?.add({
    collection: 'jobs',
    record_id: job.id,
    kind: activityEventKind(kind),
    text: activityHistoryText(activity),
    field: 'status',
    data: {
      activity_id: activity.id,
      ...(activity.note ? { note: activity.note } : {}),
      ...(action.kind === 'finish' && action.body.photos?.length
        ? { photos: action.body.photos }
        : {}),
    },
    at: now,
  })
  const result: FieldActionResult = {
    job: saved,
    state: await jobFieldState(tx, saved),
    email: null,
    text: null,
  }
  if (kind !== 'on-my-way') return result
  return { ...result, ...(await tellClient(tx, deps, saved, activity.user_id)) }
}

/** On my way's e-mail and text, queued in the outbox in this transaction. */
async function tellClient(
  tx: StoreTx,
  deps: ApiDeps,
  job: Row,
  userId: string | null,
): Promise<Pick<FieldActionResult, 'email' | 'text'>> {
  const settings = await tx.followUps?.getSettings()
  if (!settings?.on_my_way_enabled || !tx.followUps) return { email: 'off', text: 'off' }
  const client = await tx.get('persons', String(job.client_person_id))
  const crewId = job.assigned_crew_id
  const crew = typeof crewId === 'string' ? await tx.get('crews', crewId) : null
  const branding = await tx.getBranding()
  const values = {
    client_name: client?.name ?? '',
    business_name: branding.business_name,
    crew_name: crew?.name ?? 'Our crew',
    visit_address: String(job.address ?? ''),
    link: '',
  }
  const email = await onMyWayEmail(tx, deps, job, client, values, branding, userId)
  const phone = client?.phone.trim() ?? ''
  if (!deps.sms || !tx.outbox) return { email, text: 'off' }
  if (phone === '') return { email, text: 'no_phone' }
  if (client && (await tx.followUps.hasNoTexts(client.id))) return { email, text: 'opted_out' }
  await enqueueText(tx, deps, {
    kind: 'on-my-way',
    to: phone,
    body: `${values.crew_name} from ${values.business_name} is on the way to ${values.visit_address}.`,
    about: { collection: 'jobs', id: job.id },
    createdBy: userId,
  })
  return { email, text: 'queued' }
}

async function onMyWayEmail(
  tx: StoreTx,
  deps: ApiDeps,
  job: Row,
  client: (Row & { id: string; email: string }) | null,
  values: Record<string, string>,
  branding: Awaited<ReturnType<StoreTx['getBranding']>>,
  userId: string | null,
): Promise<Notice> {
  if (!tx.outbox || !deps.mail || !deps.renderMail) return 'off'
  if (!client || client.email.trim() === '') return 'no_address'
  if (await tx.followUps?.isOptedOut(client.id)) return 'opted_out'
  const rendered = await deps.renderMail({
    kind: 'on-my-way',
    template: templateText('on-my-way', await tx.mailTemplates?.get('on-my-way')),
    values,
    branding: mailBrandingOf(branding),
    summary: [{ label: 'Address', value: values.visit_address ?? '' }],
  })
  const message = await enqueueMail(tx, outboxDeps(deps), {
    kind: 'on-my-way',
    to: client.email,
    ...rendered,
    about: { collection: 'jobs', id: job.id },
    createdBy: userId,
  })
  return message.status === 'queued' ? 'queued' : 'not_sent'
}

// What a job's timer shows for an action kept on the phone until it is back online (issue #33):
// the state the action leads to, so the screen does not wait for the server. The server's answer
// replaces it once the action is sent.
import type { FieldState } from '../../../domain/field/job-activity'
import type { JobStatus } from '../../../domain/projects/job-status'
import type { FieldCommand } from './field-command'

export function queuedFieldState(
  state: FieldState,
  command: FieldCommand,
  actedAt: number,
): FieldState {
  switch (command.kind) {
    case 'start':
    case 'resume':
      return { ...state, timer: 'running', since: actedAt, paused_reason: null }
    case 'pause':
      return { ...state, timer: 'paused', since: actedAt, paused_reason: command.reason }
    case 'finish':
      return { ...state, timer: 'done', since: actedAt, paused_reason: null }
    case 'on-my-way':
      return state
  }
}

/** The job's status after a queued action (null: unchanged). */
export function queuedJobStatus(command: FieldCommand): JobStatus | null {
  if (command.kind === 'start') return 'In-Progress'
  if (command.kind === 'finish') return 'Done'
  return null
}

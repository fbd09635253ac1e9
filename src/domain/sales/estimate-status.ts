// Estimate status machine (SPEC section 4): Open -> Sent -> Accepted, Sent -> Open on decline.
import { AppError } from '../shared/app-error'

export const estimateStatuses = ['Open', 'Sent', 'Accepted'] as const
export type EstimateStatus = (typeof estimateStatuses)[number]

export const estimateActions = ['send', 'accept', 'decline'] as const
export type EstimateAction = (typeof estimateActions)[number]

const transitions: Record<
  EstimateAction,
  { from: EstimateStatus; to: EstimateStatus; label: string }
> = {
  send: { from: 'Open', to: 'Sent', label: 'Send to Client' },
  accept: { from: 'Sent', to: 'Accepted', label: 'Mark Accepted' },
  decline: { from: 'Sent', to: 'Open', label: 'Mark Declined' },
}

export function estimateActionLabel(action: EstimateAction): string {
  return transitions[action].label
}

/** The actions offered for an estimate in `status`. */
export function availableEstimateActions(status: EstimateStatus): EstimateAction[] {
  return estimateActions.filter((a) => transitions[a].from === status)
}

export function applyEstimateAction<E extends { status: EstimateStatus }>(
  estimate: E,
  action: EstimateAction,
): E {
  const t = transitions[action]
  if (estimate.status !== t.from) {
    throw new AppError(
      'INVALID_STATE',
      `Cannot ${t.label.toLowerCase()}: the estimate is ${estimate.status}, it must be ${t.from}`,
    )
  }
  return { ...estimate, status: t.to }
}

export function estimateStatusMessage(status: EstimateStatus): {
  title: string
  description: string
} {
  return { title: 'Estimate updated', description: `Status changed to ${status}` }
}

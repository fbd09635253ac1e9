import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from '../shared/app-error'
import {
  applyEstimateAction,
  availableEstimateActions,
  estimateActionLabel,
  estimateActions,
  estimateStatusMessage,
  estimateStatuses,
  type EstimateAction,
  type EstimateStatus,
} from './estimate-status'

const legal: Record<string, EstimateStatus> = {
  'Open:send': 'Sent',
  'Sent:accept': 'Accepted',
  'Sent:decline': 'Open',
}

describe('applyEstimateAction', () => {
  it('moves Open to Sent, Sent to Accepted, and Sent back to Open', () => {
    expect(applyEstimateAction({ status: 'Open' }, 'send')).toEqual({ status: 'Sent' })
    expect(applyEstimateAction({ status: 'Sent' }, 'accept')).toEqual({ status: 'Accepted' })
    expect(applyEstimateAction({ status: 'Sent' }, 'decline')).toEqual({ status: 'Open' })
  })

  it('refuses every other status and action with INVALID_STATE', () => {
    for (const status of estimateStatuses) {
      for (const action of estimateActions) {
        if (legal[`${status}:${action}`]) continue
        const attempt = () => applyEstimateAction({ status }, action)
        expect(attempt, `${status} ${action}`).toThrowError(AppError)
        expect(attempt).toThrowError(expect.objectContaining({ code: 'INVALID_STATE' }))
      }
    }
  })

  it('keeps the other fields and does not change the original', () => {
    const estimate = { id: 'e1', total: 100, status: 'Open' as const }
    expect(applyEstimateAction(estimate, 'send')).toEqual({ id: 'e1', total: 100, status: 'Sent' })
    expect(estimate.status).toBe('Open')
  })

  it('only ever makes legal moves, for any sequence of actions', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...estimateActions), { maxLength: 30 }), (actions) => {
        let estimate: { status: EstimateStatus } = { status: 'Open' }
        for (const action of actions) {
          const expected = legal[`${estimate.status}:${action}`]
          if (expected) {
            estimate = applyEstimateAction(estimate, action)
            expect(estimate.status).toBe(expected)
          } else {
            expect(() => applyEstimateAction(estimate, action)).toThrowError(
              expect.objectContaining({ code: 'INVALID_STATE' }),
            )
          }
          expect(estimateStatuses).toContain(estimate.status)
        }
      }),
    )
  })
})

describe('availableEstimateActions', () => {
  it('offers exactly the legal actions of each status', () => {
    expect(availableEstimateActions('Open')).toEqual(['send'])
    expect(availableEstimateActions('Sent')).toEqual(['accept', 'decline'])
    expect(availableEstimateActions('Accepted')).toEqual([])
  })

  it('agrees with applyEstimateAction', () => {
    for (const status of estimateStatuses) {
      for (const action of estimateActions) {
        const offered = availableEstimateActions(status).includes(action as EstimateAction)
        let succeeded = true
        try {
          applyEstimateAction({ status }, action)
        } catch {
          succeeded = false
        }
        expect(succeeded, `${status} ${action}`).toBe(offered)
      }
    }
  })
})

describe('labels and messages', () => {
  it('labels the actions as on the detail page', () => {
    expect(estimateActionLabel('send')).toBe('Send to Client')
    expect(estimateActionLabel('accept')).toBe('Mark Accepted')
    expect(estimateActionLabel('decline')).toBe('Mark Declined')
  })

  it('announces the new status', () => {
    expect(estimateStatusMessage('Sent')).toEqual({
      title: 'Estimate updated',
      description: 'Status changed to Sent',
    })
  })
})

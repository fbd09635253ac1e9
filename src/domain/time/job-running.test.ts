import { describe, expect, it } from 'vitest'
import { runningIntervals } from './job-running'

describe('runningIntervals', () => {
  it('runs from start or resume to pause or finish', () => {
    const activity = [
      { kind: 'on-my-way' as const, at: 0 },
      { kind: 'start' as const, at: 10 },
      { kind: 'pause' as const, at: 20 },
      { kind: 'resume' as const, at: 30 },
      { kind: 'finish' as const, at: 45 },
    ]
    expect(runningIntervals(activity, 100)).toEqual([
      { start: 10, end: 20 },
      { start: 30, end: 45 },
    ])
  })

  it('keeps a running job open until now, whatever the order given', () => {
    const activity = [
      { kind: 'resume' as const, at: 30 },
      { kind: 'start' as const, at: 10 },
      { kind: 'pause' as const, at: 20 },
    ]
    expect(runningIntervals(activity, 50)).toEqual([
      { start: 10, end: 20 },
      { start: 30, end: 50 },
    ])
  })
})

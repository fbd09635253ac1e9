import { describe, expect, it } from 'vitest'
import type { EmployeeSummary } from '../../../domain/team/employee-summary'
import { weekTiles } from './week-tiles'

const summary: EmployeeSummary = {
  crews: [],
  active_jobs: [],
  week: { hours: 32, earnings: 768 },
  worked: { hours: 0, earnings: 0, status: 'open' },
}

const shown = (tiles: ReturnType<typeof weekTiles>) =>
  tiles.map(({ label, value, detail }) => ({ label, value, detail }))

describe('weekTiles', () => {
  it('shows the recorded week on a server, even at 0 h', () => {
    expect(shown(weekTiles(summary, true, false))).toEqual([
      { label: 'Hours This Week', value: '0', detail: 'Worked · 32 h scheduled' },
      { label: 'Earnings', value: '$0', detail: 'All recorded time' },
    ])
  })

  it("shows the shifts' week in the demo, which records no time", () => {
    expect(shown(weekTiles(summary, true, true))).toEqual([
      { label: 'Hours This Week', value: '32', detail: undefined },
      { label: 'Earnings', value: '$768', detail: undefined },
    ])
  })

  it('leaves Earnings out for a role that may not see pay', () => {
    expect(weekTiles(summary, false, false).map((t) => t.label)).toEqual(['Hours This Week'])
  })
})

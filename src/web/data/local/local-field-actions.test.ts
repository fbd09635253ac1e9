// The browser-only demo's job actions (decision 051): it keeps no field-action rows, so Start and
// Finish change the job's status (the timer is read from it), On my way changes nothing and tells
// no one, and Pause and Resume answer 409 saying they need the server.
import { describe, expect, it } from 'vitest'
import { generateSeed } from '../../../domain/seed/seed'
import { PAUSE_NEEDS_THE_SERVER } from '../../../api/field/job-field-action'
import { createLocalTransport } from './local-transport'
import { createMemoryStorage } from './memory-storage'

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
const seed = generateSeed(NOW)

describe('job actions in the demo', () => {
  it('starts and finishes a job by its status, and refuses Pause', async () => {
    const transport = createLocalTransport({ storage: createMemoryStorage(), clock: () => NOW })
    const job = seed.jobs.find((j) => j.status === 'Scheduled')
    if (!job) throw new Error('the sample data has no scheduled job')
    const post = (action: string, body?: unknown) =>
      transport({ method: 'POST', path: `/api/jobs/${job.id}/${action}`, body })

    const told = await post('on-my-way')
    expect(told.status).toBe(200)
    expect(told.body).toMatchObject({ email: 'off', text: 'off', state: { timer: 'idle' } })

    const started = await post('start')
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ job: { status: 'In-Progress' }, state: { timer: 'running' } })

    const paused = await post('pause', { reason: 'Rain' })
    expect(paused.status).toBe(409)
    expect(paused.body).toMatchObject({ error: { message: PAUSE_NEEDS_THE_SERVER } })

    const finished = await post('finish', { finish_anyway: true })
    expect(finished.status).toBe(200)
    expect(finished.body).toMatchObject({ job: { status: 'Done' }, state: { timer: 'done', activity: [] } })
    const state = await transport({ method: 'GET', path: `/api/jobs/${job.id}/field-state` })
    expect(state.body).toMatchObject({ timer: 'done', activity: [] })
  })
})

// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setTransport } from '../data/api-client'
import type { ApiRequest } from '../data/transport'
import { renderApp } from '../test/render-app'
import '../test/setup'
import { sendFirstPageRequests } from './first-page-requests'

describe('sendFirstPageRequests', { timeout: 15_000 }, () => {
  it('asks for the branding on every page and the dashboard figures on the dashboard only', async () => {
    const paths: string[] = []
    setTransport(async (req: ApiRequest) => {
      paths.push(req.path)
      return { status: 404, body: null }
    })
    sendFirstPageRequests('/projects/jobs')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(paths).toEqual(['/api/settings/branding'])
  })

  it('gives the dashboard the early answer: each is asked for once', async () => {
    const early: string[] = []
    setTransport(async (req: ApiRequest) => {
      early.push(req.path)
      if (req.path === '/api/settings/branding') {
        return { status: 200, body: { business_name: 'Early Lawns', brand_color: '#2f6b3a' } }
      }
      return { status: 500, body: { error: { code: 'INTERNAL', message: 'not this one' } } }
    })
    sendFirstPageRequests('/dashboard/')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(early.sort()).toEqual(['/api/dashboard', '/api/settings/branding'])
    // The page's own transport answers differently: what shows is what was asked for early.
    const { transport } = renderApp('/dashboard', () => ({ status: 404, body: null }))
    expect((await screen.findAllByText('Early Lawns')).length).toBeGreaterThan(0)
    expect(await screen.findByText('not this one')).toBeInTheDocument()
    expect(transport).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/settings/branding' }),
    )
  })
})

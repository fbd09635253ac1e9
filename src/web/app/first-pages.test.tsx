// @vitest-environment jsdom
import { isValidElement } from 'react'
import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { buildUrl } from '../data/http-transport'
import { setTransport } from '../data/api-client'
import type { ApiRequest } from '../data/transport'
import '../test/setup'
import { sendFirstPageRequests } from './first-page-requests'
import { FIRST_PAGES, PRELOADED_REQUESTS } from './first-pages'
import { routes } from './routes'

const screens = Object.entries(FIRST_PAGES).flatMap(([path, { screen }]) =>
  screen ? [[path, screen] as const] : [],
)

describe('the first pages table', () => {
  it.each(screens)('names the module whose screen %s shows (%s)', async (path, screen) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] })
    // The route loads its screen's module lazily, as the app does (the router makes its component
    // the route's element).
    const shown = await vi.waitFor(() => {
      const element = router.state.matches.at(-1)?.route.element
      if (!isValidElement(element)) throw new Error(`${path} has not loaded its screen yet`)
      return element.type
    })
    const module = (await import(/* @vite-ignore */ `/${screen}`)) as Record<string, unknown>
    expect(Object.values(module)).toContain(shown)
    router.dispose()
  })

  it.each(Object.keys(FIRST_PAGES))(
    'preloads for %s addresses the page asks for exactly so, whatever its address',
    async (path) => {
      const urls: string[] = []
      setTransport(async (req: ApiRequest) => {
        urls.push(buildUrl(req.path, req.query))
        return { status: 404, body: null }
      })
      sendFirstPageRequests(path, '?q=x')
      await new Promise((resolve) => setTimeout(resolve, 0))
      for (const url of PRELOADED_REQUESTS)
        expect(urls.filter((sent) => sent === url)).toEqual([url])
    },
  )
})

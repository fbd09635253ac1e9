// @vitest-environment jsdom
import { isValidElement } from 'react'
import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import '../test/setup'
import { FIRST_PAGES } from './first-pages'
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
})

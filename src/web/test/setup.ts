// Shared setup for web component tests: jest-dom matchers, DOM cleanup, and a failing test on any
// console.error that the test did not expect (take them with takeConsoleErrors()).
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, vi } from 'vitest'
import { setTransport } from '../data/api-client'
import { clearEarlyRequests } from '../data/early-requests'

// Routes load their code lazily; the first import of a page can take a while under the test runner.
configure({ asyncUtilTimeout: 5000 })

let consoleErrors: unknown[][] = []

// jsdom has no layout: scrolling (ScrollRestoration) is a no-op here.
window.scrollTo = () => {}
// jsdom has no layout observers: the record picker's list (cmdk) measures itself and scrolls the
// highlighted option into view.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
// jsdom has no media queries: every query answers "does not match" (a phone-sized window).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(() => {
  toast.dismiss() // Sonner keeps its toasts in module state across renders
  cleanup()
  setTransport(null)
  clearEarlyRequests()
  document.body.className = ''
  vi.restoreAllMocks()
  const unexpected = consoleErrors
  consoleErrors = []
  if (unexpected.length > 0) {
    throw new Error(
      `Unexpected console.error: ${unexpected.map((a) => a.map(String).join(' ')).join('\n')}`,
    )
  }
})

/** Returns the console.error calls so far and clears them (for tests that expect some). */
export function takeConsoleErrors(): unknown[][] {
  const taken = consoleErrors
  consoleErrors = []
  return taken
}

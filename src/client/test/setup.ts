// Setup for the client pages' component tests: jest-dom matchers, DOM cleanup, and a failing test on
// any console.error (the staff app's setup imports the staff app's transport, which these pages
// must not).
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'

let consoleErrors: unknown[][] = []

beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  expect(consoleErrors, 'unexpected console.error').toEqual([])
})

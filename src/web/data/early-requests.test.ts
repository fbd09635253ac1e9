import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearEarlyRequests,
  EARLY_ANSWER_MAX_AGE_MS,
  requestEarly,
  takeEarly,
} from './early-requests'

afterEach(() => {
  clearEarlyRequests()
  vi.useRealTimers()
})

describe('early requests', () => {
  it('hands the answer to the first taker only', async () => {
    const send = vi.fn(async () => 'answer')
    requestEarly('key', send)
    requestEarly('key', send) // already on its way: not sent twice
    expect(send).toHaveBeenCalledTimes(1)
    await expect(takeEarly('key')).resolves.toBe('answer')
    expect(takeEarly('key')).toBeUndefined()
    expect(takeEarly('other')).toBeUndefined()
  })

  it('keeps a failure for the taker without an unhandled rejection before', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      requestEarly('key', () => Promise.reject(new Error('offline')))
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).not.toHaveBeenCalled()
      await expect(takeEarly('key')).rejects.toThrow('offline')
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('drops an answer nobody took while it was fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    requestEarly('key', async () => 'old figures')
    vi.setSystemTime(Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1)
    expect(takeEarly('key')).toBeUndefined()
    requestEarly('key', async () => 'new figures')
    await expect(takeEarly('key')).resolves.toBe('new figures')
  })
})

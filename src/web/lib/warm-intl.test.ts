// The Intl warm-up (warm-intl.ts): one worker started, stopped once it said so or failed; nothing
// (and no error) where there are no workers.
import { afterEach, describe, expect, it, vi } from 'vitest'

class FakeWorker {
  static made: FakeWorker[] = []
  readonly listeners = new Map<string, () => void>()
  readonly terminate = vi.fn()
  constructor(readonly url: URL) {
    FakeWorker.made.push(this)
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener)
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeWorker.made = []
  vi.resetModules()
})

describe('warmIntl', () => {
  it('starts the warm-up worker when imported, and stops it once it has warmed up', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    await import('./warm-intl')
    expect(FakeWorker.made).toHaveLength(1)
    const [worker] = FakeWorker.made as [FakeWorker]
    expect(String(worker.url)).toMatch(/warm-intl\.worker\.ts$/)
    expect(worker.terminate).not.toHaveBeenCalled()
    worker.listeners.get('message')?.()
    expect(worker.terminate).toHaveBeenCalledOnce()
  })

  it('says when the worker has warmed up, or failed, or took too long', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const { intlWarmedUp, warmIntl } = await import('./warm-intl')
    const [first] = FakeWorker.made as [FakeWorker]
    let isWarm = false
    void intlWarmedUp(60_000).then(() => (isWarm = true))
    await Promise.resolve()
    expect(isWarm).toBe(false)
    first.listeners.get('message')?.()
    await vi.waitFor(() => expect(isWarm).toBe(true))

    warmIntl()
    const second = FakeWorker.made[1] as FakeWorker
    const failed = intlWarmedUp(60_000)
    second.listeners.get('error')?.()
    await expect(failed).resolves.toBeUndefined()
    expect(second.terminate).toHaveBeenCalledOnce()

    warmIntl()
    await expect(intlWarmedUp(5)).resolves.toBeUndefined()
  })

  it('does nothing without workers, and survives a worker refused', async () => {
    vi.stubGlobal('Worker', undefined)
    const { warmIntl } = await import('./warm-intl')
    expect(() => warmIntl()).not.toThrow()
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError')
        }
      },
    )
    expect(() => warmIntl()).not.toThrow()
  })

  it('is warm at once without workers', async () => {
    vi.stubGlobal('Worker', undefined)
    const { intlWarmedUp } = await import('./warm-intl')
    await expect(intlWarmedUp(60_000)).resolves.toBeUndefined()
  })
})

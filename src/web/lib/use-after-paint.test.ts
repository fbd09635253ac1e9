// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterPaint } from './use-after-paint'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useAfterPaint', () => {
  it('is false until enabled, then true once a frame was painted', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const { result, rerender } = renderHook(({ enabled }) => useAfterPaint(enabled), {
      initialProps: { enabled: false },
    })
    expect(frames).toHaveLength(0)
    rerender({ enabled: true })
    expect(frames).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(result.current).toBe(false)
    frames[0]?.(0)
    await waitFor(() => expect(result.current).toBe(true))
    // Once painted, it stays true.
    rerender({ enabled: false })
    expect(result.current).toBe(true)
  })

  it('waits a task where there are no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    const { result } = renderHook(() => useAfterPaint(true))
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
  })
})

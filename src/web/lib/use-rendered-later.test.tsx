// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useRenderedLater } from './use-rendered-later'

function Probe() {
  return <p>{useRenderedLater() ? 'later' : 'first'}</p>
}

describe('useRenderedLater', () => {
  it('is false on the first render and true after a later task', async () => {
    vi.useFakeTimers()
    try {
      render(<Probe />)
      expect(screen.getByRole('paragraph').textContent).toBe('first')
      await act(async () => {
        await vi.runAllTimersAsync()
      })
      expect(screen.getByRole('paragraph').textContent).toBe('later')
    } finally {
      vi.useRealTimers()
    }
  })

  it('sets nothing once unmounted', () => {
    vi.useFakeTimers()
    try {
      const { unmount } = render(<Probe />)
      unmount()
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

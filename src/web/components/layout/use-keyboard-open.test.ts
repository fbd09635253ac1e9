import { describe, expect, it, vi } from 'vitest'
import { createKeyboardWatcher } from './use-keyboard-open'

function fakeViewport(width: number, height: number) {
  const listeners = new Set<() => void>()
  return {
    width,
    height,
    addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
    resize(w: number, h: number) {
      this.width = w
      this.height = h
      for (const fn of listeners) fn()
    },
  }
}

describe('createKeyboardWatcher', () => {
  it('is open only while the viewport is more than 150 px shorter than its tallest', () => {
    const viewport = fakeViewport(390, 844)
    const watcher = createKeyboardWatcher(viewport as unknown as VisualViewport)
    const onChange = vi.fn()
    const stop = watcher.subscribe(onChange)
    viewport.resize(390, 700) // 144 px: an address bar, not a keyboard
    expect(watcher.isOpen()).toBe(false)
    viewport.resize(390, 500)
    expect(watcher.isOpen()).toBe(true)
    expect(onChange).toHaveBeenCalledTimes(1)
    viewport.resize(390, 844)
    expect(watcher.isOpen()).toBe(false)
    expect(onChange).toHaveBeenCalledTimes(2)
    stop()
  })

  it('starts afresh when the width changes (rotation)', () => {
    const viewport = fakeViewport(390, 844)
    const watcher = createKeyboardWatcher(viewport as unknown as VisualViewport)
    const stop = watcher.subscribe(() => {})
    viewport.resize(844, 390)
    expect(watcher.isOpen()).toBe(false)
    viewport.resize(844, 200)
    expect(watcher.isOpen()).toBe(true)
    stop()
  })
})

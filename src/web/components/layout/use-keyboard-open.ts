// Whether the phone's on-screen keyboard is open: the visual viewport is more than 150 px shorter
// than the tallest it has been at this width (SPEC section 9). The bottom tab bar hides meanwhile.
import { useSyncExternalStore } from 'react'

export const KEYBOARD_SHRINK_PX = 150

type ViewportLike = Pick<
  VisualViewport,
  'height' | 'width' | 'addEventListener' | 'removeEventListener'
>

/** Tracks the tallest height per width, so a rotation or a resized window starts afresh. */
export function createKeyboardWatcher(viewport: ViewportLike) {
  let tallest = viewport.height
  let width = viewport.width
  let isOpen = false
  const update = () => {
    if (viewport.width !== width) {
      width = viewport.width
      tallest = viewport.height
    }
    tallest = Math.max(tallest, viewport.height)
    isOpen = tallest - viewport.height > KEYBOARD_SHRINK_PX
  }
  return {
    subscribe(onChange: () => void) {
      const listener = () => {
        const was = isOpen
        update()
        if (was !== isOpen) onChange()
      }
      viewport.addEventListener('resize', listener)
      return () => viewport.removeEventListener('resize', listener)
    },
    isOpen: () => isOpen,
  }
}

const watcher =
  typeof window !== 'undefined' && window.visualViewport
    ? createKeyboardWatcher(window.visualViewport)
    : null

const noSubscribe = () => () => {}

export function useKeyboardOpen(): boolean {
  return useSyncExternalStore(
    watcher ? watcher.subscribe : noSubscribe,
    () => watcher?.isOpen() ?? false,
    () => false,
  )
}

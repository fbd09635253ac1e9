// Window events that open global overlays from anywhere (SPEC: Quick Capture, chat, phonebook).
export const OPEN_QUICK_CAPTURE_EVENT = 'open-quick-capture'

export function openQuickCapture(): void {
  window.dispatchEvent(new CustomEvent(OPEN_QUICK_CAPTURE_EVENT))
}

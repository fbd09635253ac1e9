// Window events that open global overlays from anywhere (SPEC: Quick Capture, chat, phonebook, SMS;
// in server mode also the signed-in user's Account dialog, from the sidebar's user card).
// Each is a CustomEvent; open-sms may carry { detail: { personId } } to open that contact's thread.
export const OPEN_QUICK_CAPTURE_EVENT = 'open-quick-capture'
export const OPEN_ASSISTANT_EVENT = 'open-assistant'
export const OPEN_PHONEBOOK_EVENT = 'open-phonebook'
export const OPEN_SMS_EVENT = 'open-sms'
export const OPEN_ACCOUNT_EVENT = 'open-account'

export type OpenSmsDetail = { personId?: string }

export function openQuickCapture(): void {
  window.dispatchEvent(new CustomEvent(OPEN_QUICK_CAPTURE_EVENT))
}

export function openAssistant(): void {
  window.dispatchEvent(new CustomEvent(OPEN_ASSISTANT_EVENT))
}

export function openPhonebook(): void {
  window.dispatchEvent(new CustomEvent(OPEN_PHONEBOOK_EVENT))
}

export function openSms(detail: OpenSmsDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenSmsDetail>(OPEN_SMS_EVENT, { detail }))
}

export function openAccount(): void {
  window.dispatchEvent(new CustomEvent(OPEN_ACCOUNT_EVENT))
}

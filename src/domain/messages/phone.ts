// Phone normalisation for device SMS (SPEC section 5): 10 digits get '+1', 11 digits starting with 1 get '+'.

export function normalizePhoneForSms(phone: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return trimmed.startsWith('+') ? `+${digits}` : digits
}

/** An sms: link with a prefilled body for the device's SMS app. */
export function smsHref(phone: string, body: string): string {
  return `sms:${normalizePhoneForSms(phone)}?body=${encodeURIComponent(body)}`
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+*#]/g, '')}`
}

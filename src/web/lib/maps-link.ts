// The link that opens an address in the phone's maps app: `geo:` on Android (the chooser of maps
// apps), Apple Maps on iPhone and iPad, a Google Maps search in any other browser.

export type MapsPlatform = 'android' | 'ios' | 'other'

/** The platform a user agent names. iPadOS 13+ says "Macintosh"; `isTouch` tells it from a Mac. */
export function mapsPlatformOf(userAgent: string, isTouch = false): MapsPlatform {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/macintosh/i.test(userAgent) && isTouch) return 'ios'
  return 'other'
}

export function mapsLink(address: string, userAgent: string, isTouch = false): string {
  const q = encodeURIComponent(address.trim())
  switch (mapsPlatformOf(userAgent, isTouch)) {
    case 'android':
      return `geo:0,0?q=${q}`
    case 'ios':
      return `https://maps.apple.com/?q=${q}`
    case 'other':
      return `https://www.google.com/maps/search/?api=1&query=${q}`
  }
}

/** A phone number as a tel: or sms: link takes it: digits and a leading +. */
export function dialable(phone: string): string {
  const trimmed = phone.trim()
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '')
}

// Location stamps on clock and job actions (issue #32 section 3): only when the user turned on
// "Share my location" (kept on this device, off by default), the browser is asked once per action
// and never in between; a refusal, an error or no answer within 5 s sends no stamp.
import { useState } from 'react'
import type { LocationStamp } from '../../domain/time/time-api'
import { storedValue } from './stored-value'

export const SHARE_LOCATION_LABEL = 'Share my location when I clock in or out, start or finish'
const TIMEOUT_MS = 5_000

const consent = storedValue<boolean>({
  key: 'groundwork.share-location',
  backupKey: 'groundwork.share-location.corrupt',
  parse: (json) => (typeof json === 'boolean' ? { value: json, isComplete: true } : null),
  fallback: () => false,
})

/** The browser's position once, or undefined (no consent, no geolocation, refused, too slow). */
export function readLocationStamp(): Promise<LocationStamp | undefined> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
  if (!consent.read() || !geolocation) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({
            lat: coords.latitude,
            lng: coords.longitude,
            accuracy: Math.min(Math.max(coords.accuracy, 0), 100_000),
          }),
        () => resolve(undefined),
        { timeout: TIMEOUT_MS, maximumAge: 0, enableHighAccuracy: true },
      )
    } catch {
      resolve(undefined)
    }
  })
}

/** `{ location }` for an action's body when a stamp was given, else nothing. */
export async function locationPart(): Promise<{ location?: LocationStamp }> {
  const location = await readLocationStamp()
  return location ? { location } : {}
}

export type LocationStampControls = {
  /** The user's setting (for the checkbox). */
  isSharing: boolean
  setSharing: (isSharing: boolean) => void
  /** `{ location }` for an action's body when the user shares it and the browser gave it. */
  stamp: () => Promise<{ location?: LocationStamp }>
}

export function useLocationStamp(): LocationStampControls {
  const [isSharing, setShared] = useState(() => consent.read())
  return {
    isSharing,
    setSharing: (next) => {
      consent.write(next)
      setShared(next)
    },
    // Reads the setting afresh: a change made on another card counts at once.
    stamp: locationPart,
  }
}

// @vitest-environment jsdom
// The location stamp: nothing is asked of the browser unless the user turned sharing on; then one
// position per action, and none when the browser refuses.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocationStamp } from './use-location-stamp'

function fakeGeolocation(answer: 'ok' | 'refuse') {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if (answer === 'ok') {
        ok({ coords: { latitude: 40.7, longitude: -74, accuracy: 12 } } as GeolocationPosition)
      } else {
        fail?.({ code: 1, message: 'denied' } as GeolocationPositionError)
      }
    },
  )
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  })
  return getCurrentPosition
}

beforeEach(() => window.localStorage.clear())
afterEach(() => window.localStorage.clear())

describe('useLocationStamp', () => {
  it('is off by default and then never asks the browser', async () => {
    const getCurrentPosition = fakeGeolocation('ok')
    const { result } = renderHook(() => useLocationStamp())
    expect(result.current.isSharing).toBe(false)
    expect(await result.current.stamp()).toEqual({})
    expect(getCurrentPosition).not.toHaveBeenCalled()
  })

  it('when turned on, asks once per action with a 5 s timeout and remembers the setting', async () => {
    const getCurrentPosition = fakeGeolocation('ok')
    const { result } = renderHook(() => useLocationStamp())
    act(() => result.current.setSharing(true))
    expect(result.current.isSharing).toBe(true)
    expect(await result.current.stamp()).toEqual({
      location: { lat: 40.7, lng: -74, accuracy: 12 },
    })
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 5000 })
    // Another screen (or a reload) reads the same setting.
    expect(renderHook(() => useLocationStamp()).result.current.isSharing).toBe(true)
  })

  it('sends no stamp when the browser refuses', async () => {
    fakeGeolocation('refuse')
    const { result } = renderHook(() => useLocationStamp())
    act(() => result.current.setSharing(true))
    expect(await result.current.stamp()).toEqual({})
  })
})

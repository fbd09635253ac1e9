import { describe, expect, it } from 'vitest'
import { dialable, mapsLink, mapsPlatformOf } from './maps-link'

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const IPADOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

const ADDRESS = '12 Oak St, Springfield & Co #4'
const Q = encodeURIComponent(ADDRESS)

describe('mapsLink', () => {
  it('opens the maps chooser on Android with a geo: link', () => {
    expect(mapsLink(ADDRESS, ANDROID)).toBe(`geo:0,0?q=${Q}`)
  })

  it('opens Apple Maps on an iPhone, and on an iPad that calls itself a Mac', () => {
    expect(mapsLink(ADDRESS, IPHONE)).toBe(`https://maps.apple.com/?q=${Q}`)
    expect(mapsLink(ADDRESS, IPADOS, true)).toBe(`https://maps.apple.com/?q=${Q}`)
  })

  it('searches Google Maps elsewhere (a Mac without touch, a desktop)', () => {
    expect(mapsLink(ADDRESS, IPADOS, false)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${Q}`,
    )
    expect(mapsLink(ADDRESS, DESKTOP)).toBe(`https://www.google.com/maps/search/?api=1&query=${Q}`)
  })

  it('escapes the address so &, # and spaces stay in the query', () => {
    expect(mapsLink(' 1 A&B #2 ', DESKTOP)).toContain('query=1%20A%26B%20%232')
  })

  it('names the platform', () => {
    expect(mapsPlatformOf(ANDROID)).toBe('android')
    expect(mapsPlatformOf(IPHONE)).toBe('ios')
    expect(mapsPlatformOf(DESKTOP)).toBe('other')
  })
})

describe('dialable', () => {
  it('keeps digits and a leading +', () => {
    expect(dialable(' +1 (555) 010-2030 ')).toBe('+15550102030')
    expect(dialable('555.010.2030')).toBe('5550102030')
  })
})

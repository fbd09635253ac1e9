import { describe, expect, it } from 'vitest'
import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, readLogo, sanitizeSvg } from './logo'

const base64 = (bytes: number[] | Uint8Array) =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16]

describe('readLogo', () => {
  it('takes a PNG and a JPEG by their first bytes, whatever type the upload claims', () => {
    const png = readLogo(`data:image/jpeg;base64,${base64(PNG)}`)
    expect(png).toEqual({
      ok: true,
      type: 'image/png',
      dataUrl: `data:image/png;base64,${base64(PNG)}`,
    })
    const jpeg = readLogo(`data:image/png;base64,${base64(JPEG)}`)
    expect(jpeg.ok && jpeg.type).toBe('image/jpeg')
  })

  it('refuses other files and anything over 1 MB', () => {
    expect(readLogo(`data:image/png;base64,${base64([1, 2, 3, 4])}`)).toEqual({
      ok: false,
      message: LOGO_TYPE_MESSAGE,
    })
    expect(readLogo('not a data url')).toEqual({ ok: false, message: LOGO_TYPE_MESSAGE })
    const big = new Uint8Array(1024 * 1024 + 1)
    big.set(PNG)
    expect(readLogo(`data:image/png;base64,${base64(big)}`)).toEqual({
      ok: false,
      message: LOGO_SIZE_MESSAGE,
    })
    const exact = new Uint8Array(1024 * 1024)
    exact.set(PNG)
    expect(readLogo(`data:image/png;base64,${base64(exact)}`).ok).toBe(true)
  })

  it('keeps an SVG drawing and removes scripts, handlers, styles and outside references', () => {
    const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.example/x.css);</style>
  <!-- a comment -->
  <a href="javascript:alert(3)"><rect width="1" height="1"/></a>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/s.svg#x"/>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <circle cx="5" cy="5" r="4" fill="url(#g)" stroke="url(https://evil.example/p)" onclick="x()" style="fill:red"/>
  <linearGradient id="g"><stop offset="0" stop-color="#2f6b3a"/></linearGradient>
  <text x="1" y="9">A &amp; B</text>
</svg>`
    const svg = sanitizeSvg(hostile)
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
        '<circle cx="5" cy="5" r="4" fill="url(#g)"></circle>' +
        '<linearGradient id="g"><stop offset="0" stop-color="#2f6b3a"></stop></linearGradient>' +
        '<text x="1" y="9">A &amp; B</text></svg>',
    )
    const read = readLogo(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(hostile)}`)
    expect(read.ok && read.type).toBe('image/svg+xml')
    expect(read.ok && atob(read.dataUrl.split(',')[1] ?? '')).toBe(svg)
  })

  it('refuses what is not an SVG document, and entities it does not know', () => {
    expect(sanitizeSvg('<html><body/></html>')).toBeNull()
    expect(sanitizeSvg('<svg><rect></svg>')).toBeNull()
    expect(
      sanitizeSvg(
        '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
      ),
    ).toBeNull()
  })
})

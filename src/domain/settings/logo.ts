// The business logo (Branding): a PNG, JPEG or SVG image of at most 1 MB, kept as a data URL. PNG and
// JPEG are recognised by their first bytes, not by what the upload claims. An SVG is parsed by
// xmldoc (a strict SAX parser; the one pdfmake draws SVG with) and written out again from an
// allowlist of drawing elements and attributes: no script, no event handler, no style sheet, no
// link or reference outside the image itself (decision 041).
import { XmlCDataNode, XmlDocument, XmlElement, XmlTextNode } from 'xmldoc'

export const LOGO_MAX_BYTES = 1024 * 1024
export const LOGO_TYPE_MESSAGE = 'Logo must be a PNG, JPEG or SVG image'
export const LOGO_SIZE_MESSAGE = 'Logo must be at most 1 MB'

export type LogoType = 'image/png' | 'image/jpeg' | 'image/svg+xml'
export type ReadLogo =
  { ok: true; dataUrl: string; type: LogoType } | { ok: false; message: string }

const DATA_URL = /^data:([a-z+/.-]+)(;charset=[a-z0-9-]+)?(;base64)?,(.*)$/is

const refuse = (message: string): ReadLogo => ({ ok: false, message })

function bytesOf(payload: string, isBase64: boolean): Uint8Array | null {
  try {
    if (isBase64) {
      const binary = atob(payload.replace(/\s/g, ''))
      return Uint8Array.from(binary, (c) => c.charCodeAt(0))
    }
    return new TextEncoder().encode(decodeURIComponent(payload))
  } catch {
    return null
  }
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b)

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_MAGIC = [0xff, 0xd8, 0xff]

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

/** A logo upload (a data URL) checked and, for SVG, sanitised; the data URL to store. */
export function readLogo(dataUrl: string): ReadLogo {
  // Base64 grows a file by a third: anything longer cannot hold 1 MB or less.
  if (dataUrl.length > LOGO_MAX_BYTES * 1.4 + 100) return refuse(LOGO_SIZE_MESSAGE)
  const match = DATA_URL.exec(dataUrl)
  if (!match) return refuse(LOGO_TYPE_MESSAGE)
  const bytes = bytesOf(match[4] ?? '', match[3] !== undefined)
  if (!bytes || bytes.length === 0) return refuse(LOGO_TYPE_MESSAGE)
  if (bytes.length > LOGO_MAX_BYTES) return refuse(LOGO_SIZE_MESSAGE)
  if (startsWith(bytes, PNG_MAGIC)) {
    return { ok: true, type: 'image/png', dataUrl: `data:image/png;base64,${toBase64(bytes)}` }
  }
  if (startsWith(bytes, JPEG_MAGIC)) {
    return { ok: true, type: 'image/jpeg', dataUrl: `data:image/jpeg;base64,${toBase64(bytes)}` }
  }
  const svg = sanitizeSvg(new TextDecoder().decode(bytes))
  if (svg === null) return refuse(LOGO_TYPE_MESSAGE)
  const clean = new TextEncoder().encode(svg)
  return {
    ok: true,
    type: 'image/svg+xml',
    dataUrl: `data:image/svg+xml;base64,${toBase64(clean)}`,
  }
}

// Drawing only. Left out on purpose: script, style, foreignObject, image, use, a, animate*, set,
// iframe, and anything else not named here (with its whole subtree).
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'title',
  'desc',
])

const ATTRIBUTES = new Set([
  'xmlns',
  'version',
  'id',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
])

const TEXT_HOLDERS = new Set(['text', 'tspan', 'title', 'desc'])

const SVG_NS = 'http://www.w3.org/2000/svg'

/** A value may point inside the image only: url(#id), never url(http...) or url(data...). */
function isSafeValue(value: string): boolean {
  if (/[<>]/.test(value)) return false
  const urls = value.match(/url\s*\(([^)]*)\)/gi) ?? []
  return urls.every((u) => /^url\s*\(\s*['"]?#[\w.-]+['"]?\s*\)$/i.test(u))
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function writeElement(element: XmlElement, out: string[]): void {
  if (!ELEMENTS.has(element.name)) return
  const attributes = Object.entries(element.attr)
    .filter(([name, value]) => {
      if (name === 'xmlns') return value === SVG_NS
      return ATTRIBUTES.has(name) && isSafeValue(value)
    })
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('')
  out.push(`<${element.name}${attributes}>`)
  const holdsText = TEXT_HOLDERS.has(element.name)
  for (const child of element.children) {
    if (child instanceof XmlElement) writeElement(child, out)
    // Text only where SVG draws or names it; comments and layout whitespace are dropped.
    else if (holdsText && child instanceof XmlTextNode) out.push(escapeXml(child.text))
    else if (holdsText && child instanceof XmlCDataNode) out.push(escapeXml(child.cdata))
  }
  out.push(`</${element.name}>`)
}

/** The SVG rebuilt from the allowlist, or null when it is not an SVG document. */
export function sanitizeSvg(text: string): string | null {
  let document: XmlDocument
  try {
    document = new XmlDocument(text)
  } catch {
    return null
  }
  if (document.name !== 'svg') return null
  const out: string[] = []
  writeElement(document, out)
  const svg = out.join('')
  // The root must say it is SVG: an image without the namespace is not drawn by browsers.
  return /^<svg[^>]* xmlns="/.test(svg) ? svg : svg.replace(/^<svg/, `<svg xmlns="${SVG_NS}"`)
}

// Sample job photos drawn as small SVG data URLs: no external image hosts, nothing to download.
const palettes = [
  ['#87b5e5', '#4f8a3c', '#2f5d27'],
  ['#f3c98b', '#6b9e4a', '#3d6b2a'],
  ['#a7c7e7', '#7aa65a', '#55803c'],
  ['#d9e7f2', '#8fbf6a', '#4b7a31'],
  ['#ffd8a8', '#9c7a4a', '#5e4a2e'],
  ['#bcd4e6', '#5c8d89', '#2f4f4f'],
] as const

export function sampleImageUrl(index: number, label: string): string {
  const [sky, hill, ground] = palettes[index % palettes.length] ?? palettes[0]
  const safe = label.replace(/[<>&"']/g, '')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">` +
    `<rect width="640" height="480" fill="${sky}"/>` +
    `<circle cx="${120 + ((index * 97) % 400)}" cy="110" r="48" fill="#fff6c8" opacity="0.9"/>` +
    `<path d="M0 300 Q160 ${200 + ((index * 37) % 60)} 320 290 T640 270 V480 H0Z" fill="${hill}"/>` +
    `<path d="M0 380 Q200 330 400 370 T640 360 V480 H0Z" fill="${ground}"/>` +
    `<text x="24" y="456" font-family="sans-serif" font-size="22" fill="#ffffff" opacity="0.85">${safe}</text>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

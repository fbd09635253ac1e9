// Small real files for upload journeys: a PNG the browser can decode (so it goes through the same
// scaling as a phone photo) and a text file that only claims to be a picture.

/** A 4x4 red PNG. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
  'base64',
)

export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: RED_PNG }
}

/** Text dressed up as a PNG: refused by its content. */
export function fakePngFile(name: string) {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('<svg><script>alert(1)</script></svg>'),
  }
}

// Id generation is injected into rules; these helpers build the generators.

/** A random v4 uuid from the platform (browser or Node). */
export function randomId(): string {
  return crypto.randomUUID()
}

/** A v4-shaped uuid from a deterministic source of random numbers in [0, 1). */
export function uuidFrom(random: () => number): string {
  const hex: string[] = []
  for (let i = 0; i < 32; i++) hex.push(Math.floor(random() * 16).toString(16))
  hex[12] = '4'
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  const s = hex.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

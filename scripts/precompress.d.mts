/** Writes .br and .gz copies of the text assets under dir (recursively). */
export function precompressDir(dir: string): void

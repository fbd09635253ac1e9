// One JSON value of the app kept in localStorage outside the demo's data (the assistant history, a
// screen's setting). A corrupt text falls back to a default and is copied to a backup key before
// anything replaces it; a write that does not fit leaves the stored text as it was and says so.

/** What `parse` makes of a stored value: usable (maybe with parts dropped), or nothing usable. */
export type ParsedValue<T> = { value: T; isComplete: boolean } | null

export type StoredValueOptions<T> = {
  key: string
  /** Where a corrupt text is kept (`.2`, `.3`, ... are added when it already holds another one). */
  backupKey: string
  parse: (json: unknown) => ParsedValue<T>
  fallback: () => T
  /** Defaults to window.localStorage, read on each use. */
  storage?: () => Pick<Storage, 'getItem' | 'setItem'>
}

export type StoredValue<T> = {
  read(): T
  /** False when the value could not be kept (storage full or blocked): the old text stays. */
  write(value: T): boolean
}

export function storedValue<T>(options: StoredValueOptions<T>): StoredValue<T> {
  const { key, parse, fallback } = options
  const storage = options.storage ?? (() => window.localStorage)
  /** A corrupt text still in `key` because its backup did not fit: the next write saves it first. */
  let pendingBackup: string | null = null

  function freeBackupKey(text: string): string {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? options.backupKey : `${options.backupKey}.${n}`
      const held = storage().getItem(candidate)
      if (held === null || held === text) return candidate
    }
  }

  function backUp(text: string, problem: string): void {
    console.warn(`${key} was ${problem}; the old text is kept in ${options.backupKey}`)
    try {
      storage().setItem(freeBackupKey(text), text)
      pendingBackup = null
    } catch (error) {
      pendingBackup = text
      console.warn(`Could not back up ${key}; it stays as it is until it can be`, error)
    }
  }

  return {
    read() {
      pendingBackup = null
      let text: string | null
      try {
        text = storage().getItem(key)
      } catch (error) {
        console.warn(`Cannot read ${key}`, error)
        return fallback()
      }
      if (text === null) return fallback()
      let parsed: ParsedValue<T>
      try {
        parsed = parse(JSON.parse(text))
      } catch {
        parsed = null
      }
      if (parsed === null) {
        backUp(text, 'corrupt, using the default')
        return fallback()
      }
      if (!parsed.isComplete) backUp(text, 'partly corrupt, keeping what is valid')
      return parsed.value
    },
    write(value) {
      try {
        if (pendingBackup !== null) {
          storage().setItem(freeBackupKey(pendingBackup), pendingBackup)
          pendingBackup = null
        }
        storage().setItem(key, JSON.stringify(value))
        return true
      } catch (error) {
        console.warn(`Could not save ${key}`, error)
        return false
      }
    },
  }
}

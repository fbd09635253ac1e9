// A Storage for tests that reads from a real one and writes through a given setItem, so a test can
// make chosen writes fail (a full quota) while everything else behaves as usual.
export function storageWithSetItem(
  inner: Storage,
  setItem: (key: string, value: string) => void,
): Storage {
  return {
    get length() {
      return inner.length
    },
    key: (i) => inner.key(i),
    getItem: (k) => inner.getItem(k),
    removeItem: (k) => inner.removeItem(k),
    clear: () => inner.clear(),
    setItem,
  }
}

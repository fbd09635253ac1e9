// Phonebook keypad input (SPEC section 5): digits, '+', '*' and '#' only; 16 characters by buttons.

export const KEYPAD_MAX_LENGTH = 16
export const keypadKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const

export function isKeypadChar(char: string): boolean {
  return /^[0-9+*#]$/.test(char)
}

/** Typed or pasted text: keeps only allowed characters. */
export function sanitizeKeypadInput(text: string): string {
  return [...text].filter(isKeypadChar).join('')
}

/** A button press: appends the key unless it is not allowed or the number is full. */
export function pressKey(current: string, key: string): string {
  if (!isKeypadChar(key) || current.length >= KEYPAD_MAX_LENGTH) return current
  return current + key
}

export function backspace(current: string): string {
  return current.slice(0, -1)
}

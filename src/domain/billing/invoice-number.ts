// Invoice numbers: 'INV-' plus (count of invoices + 1) padded to 4 digits (SPEC section 9).
// The count alone repeats a number after a delete, so the next free number is taken instead.

export function formatInvoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(4, '0')}`
}

/** The first number at or after count + 1 that no existing invoice uses. */
export function nextInvoiceNumber(count: number, taken: ReadonlySet<string>): string {
  let sequence = count + 1
  while (taken.has(formatInvoiceNumber(sequence))) sequence++
  return formatInvoiceNumber(sequence)
}

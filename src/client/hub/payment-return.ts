// Where Stripe Checkout sends the client back to (the invoice page's address): ?payment=done or
// ?payment=cancelled.
export type PaymentReturn = 'done' | 'cancelled' | null

export const paymentReturnOf = (search: string): PaymentReturn => {
  const value = new URLSearchParams(search).get('payment')
  return value === 'done' || value === 'cancelled' ? value : null
}

// An amount in dollars and cents: a number field with the decimal keypad on phones, in cents' steps,
// never below zero unless `min` says otherwise.
import type { ComponentProps } from 'react'
import { Input } from './ui/input'

export function MoneyInput(
  props: Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'step'>,
) {
  return <Input type="number" inputMode="decimal" min={0} step={0.01} {...props} />
}

import { formatMoney } from '../../domain/shared/money'

/** Always with cents: '$48.00', '$1,250.50' (line items, subtotal and tax). */
export function formatMoneyCents(dollars: number): string {
  return formatMoney(dollars, 2)
}

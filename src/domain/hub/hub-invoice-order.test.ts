import { describe, expect, it } from 'vitest'
import { hubInvoiceOrder } from './hub-invoice-order'

describe('hubInvoiceOrder', () => {
  it('lists open invoices first, then paid ones, newest first within each', () => {
    const list = [
      { id: 'a', status: 'Paid', issued_at: 500 },
      { id: 'b', status: 'Unpaid', issued_at: 100 },
      { id: 'c', status: 'Overdue', issued_at: 50 },
      { id: 'd', status: 'Paid', issued_at: 900 },
      { id: 'e', status: 'Pending', issued_at: 300 },
    ] as const
    expect(hubInvoiceOrder(list).map((i) => i.id)).toEqual(['e', 'b', 'c', 'd', 'a'])
  })
})

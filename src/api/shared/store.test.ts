// The storage port's row types: checked by the type-checker (npm run check), run as a test too.
import { expectTypeOf, it } from 'vitest'
import type { Invoice } from '../../domain/billing/invoice'
import type { Person } from '../../domain/crm/person'
import { eq } from '../../domain/shared/condition'
import type { Shift } from '../../domain/team/shift'
import type { Row, RowOf, StoreTx } from './store'

it('gives a collection named in the code its entity type, and a run-time name the plain Row', () => {
  expectTypeOf<RowOf<'invoices'>>().toEqualTypeOf<Row & Invoice>()
  expectTypeOf<RowOf<'invoices'>['amount']>().toEqualTypeOf<number>()
  expectTypeOf<RowOf<'persons'>>().toMatchTypeOf<Person>()
  expectTypeOf<RowOf<'shifts'>>().not.toMatchTypeOf<Person>()
  expectTypeOf<RowOf<string>>().toEqualTypeOf<Row>()
  // Never called: only the types of the reads matter.
  const reads = (tx: StoreTx) => ({
    shift: tx.get('shifts', 'id'),
    invoices: tx.findAll('invoices', eq('status', 'Unpaid')),
    generic: tx.get('persons' as string, 'id'),
  })
  expectTypeOf(reads).toBeFunction()
  type Reads = ReturnType<typeof reads>
  expectTypeOf<Reads['shift']>().toEqualTypeOf<Promise<(Row & Shift) | null>>()
  expectTypeOf<Reads['invoices']>().toEqualTypeOf<Promise<(Row & Invoice)[]>>()
  expectTypeOf<Reads['generic']>().toEqualTypeOf<Promise<Row | null>>()
})

// React Hook Form validation with a domain schema: the same create or patch schema the API parses.
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * Validates the form's values with `schema` and, when they pass, hands the submit handler the values
 * as typed (raw), not the schema's output: the form sends what the API expects and the API parses
 * them with the same schema. `V` must be an input the schema accepts.
 */
export function domainResolver<
  S extends z.ZodType<unknown, FieldValues>,
  V extends FieldValues & z.input<S>,
>(schema: S): Resolver<V> {
  return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>
}

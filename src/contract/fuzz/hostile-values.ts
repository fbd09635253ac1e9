// fast-check arbitraries of the inputs a hostile or broken client sends: wrong types, huge and
// strange text (lone surrogates, NUL, right-to-left marks), impossible numbers and dates, SQL and
// HTML injection, and ids that are almost (or not at all) uuids.
import fc from 'fast-check'

export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE persons; --",
  "1; DELETE FROM invoices WHERE '1'='1",
  "' UNION SELECT * FROM users --",
  "x' AND pg_sleep(1) IS NULL --",
  '\\',
  "''",
  '%',
  '_',
  '%_%',
  '$1',
  '::uuid',
  '"; --',
] as const

export const HTML_INJECTIONS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe src="//evil.example"></iframe>',
  '&lt;b&gt;&amp;',
  '{{constructor.constructor("alert(1)")()}}',
] as const

export const STRANGE_TEXT = [
  '',
  ' ',
  '   \t\n  ',
  '\u0000',
  'nul\u0000inside',
  '\uD800',
  'lone \uDFFF low',
  '\uDBFF\uDFFF',
  '\u202Eevil\u202C',
  'שלום עולם',
  'مرحبا',
  '\u200B\u200D\uFEFF',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\u001B[31mred',
  '\r\n\r\n',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  '../../etc/passwd',
  '%00',
  '%zz',
] as const

/** Numbers no amount, date, limit or version should accept (JSON has no NaN or Infinity: they become null). */
export const BAD_NUMBERS = [
  -1,
  -0.01,
  -1e308,
  0.001,
  1.005,
  1e-7,
  1e21,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  8_640_000_000_001,
  -8_640_000_000_001,
  12.345,
  0,
  -0,
] as const

/** Text a number query parameter or JSON field should refuse. */
export const BAD_NUMBER_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x10',
  '1.5',
  '1,5',
  ' 7 ',
  '',
  '-',
  '+5',
  '5abc',
  '9999999999999999999999',
  '-0',
  '0b11',
  '1_000',
] as const

const hugeText = fc.oneof(
  fc.constantFrom(201, 301, 2001, 10_001, 100_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(60, 5001).map((n) => '💥'.repeat(n)),
)

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL_INJECTIONS) },
  { weight: 3, arbitrary: fc.constantFrom(...HTML_INJECTIONS) },
  { weight: 4, arbitrary: fc.constantFrom(...STRANGE_TEXT) },
  { weight: 2, arbitrary: hugeText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...BAD_NUMBER_TEXT) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
)

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
)

/** Any JSON value of the wrong kind for most fields. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constant([null]),
  fc.constant({ $gt: '' }),
  fc.constant({ __proto__: { admin: true } }),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
)

/** A uuid that exists nowhere, and ids that are no uuid at all (or only in the wrong case). */
export function hostileId(existing: readonly string[]): fc.Arbitrary<string> {
  const known = existing.length > 0 ? existing : ['00000000-0000-4000-8000-000000000000']
  return fc.oneof(
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...known).map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...known).map((id) => ` ${id}`) },
    { weight: 1, arbitrary: fc.constantFrom(...known).map((id) => id.replaceAll('-', '')) },
    { weight: 1, arbitrary: fc.constantFrom(...known).map((id) => `{${id}}`) },
    { weight: 1, arbitrary: fc.constantFrom(...known).map((id) => `${id}0`) },
    { weight: 1, arbitrary: fc.constantFrom(...known).map((id) => id.slice(0, 35)) },
    { weight: 1, arbitrary: fc.constant('00000000-0000-0000-0000-000000000000') },
    { weight: 1, arbitrary: fc.constant('ffffffff-ffff-ffff-ffff-ffffffffffff') },
    { weight: 1, arbitrary: fc.constantFrom('1', '0', '-1', 'null', 'me', 'new', 'x'.repeat(500)) },
    { weight: 2, arbitrary: hostileString },
  )
}

/** A value for any JSON field: mostly hostile, of every type. */
export function hostileValue(existing: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 3, arbitrary: wrongType },
    { weight: 2, arbitrary: hostileId(existing) },
    { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(hostileId(existing), { maxLength: 4 }) },
  )
}

// Hostile requests for any route of the API route table, built from the route itself (its path, and
// the JSON Schema of its body and query schemas) and the sample data, so a new route is fuzzed
// without a line here. Most requests are close to valid (a real record's fields, an existing id)
// with one to three things wrong, so they reach deep into validation instead of bouncing off the
// first check.
import fc from 'fast-check'
import { z } from 'zod'
import type { ApiRoute, HttpMethod } from '../../api/routes'
import { referencesFrom, resources } from '../../domain/resources'
import type { SeedData } from '../../domain/seed/seed'
import { encodeCursor } from '../../domain/shared/list-query'
import { hostileId, hostileNumber, hostileString, hostileValue, wrongType } from './hostile-values'

/** A request as it leaves the client: an encoded path, a raw query string and a JSON body. */
export type FuzzRequest = {
  method: HttpMethod
  /** Path with the parameters filled in, percent-encoded (or deliberately malformed). */
  path: string
  /** Raw query string without '?', possibly malformed. */
  query: string
  /** A JSON value, or undefined for no body. */
  body?: unknown
}

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minimum?: number
  maximum?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  default?: unknown
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | null {
  if (!schema) return null
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

/** The collection a route's `:id` names (/api/{collection}/:id...), or null. */
export function idCollectionOf(route: ApiRoute): string | null {
  if (!route.path.includes(':id')) return null
  return route.path.split('/')[2] ?? null
}

/** The collection a route creates or edits rows of (/api/{collection} or /api/{collection}/:id). */
function rowCollectionOf(route: ApiRoute): string | null {
  const parts = route.path.split('/')
  if (parts.length === 3 || (parts.length === 4 && parts[3] === ':id')) return parts[2] ?? null
  return null
}

export type FuzzWorld = {
  idsOf: (collection: string) => string[]
  allIds: string[]
  rowsOf: (collection: string) => Record<string, unknown>[]
}

export function fuzzWorld(seed: SeedData): FuzzWorld {
  const data = seed as unknown as Record<string, unknown>
  const rowsOf = (collection: string) => {
    const rows = data[collection]
    return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []
  }
  const byCollection = new Map(
    resources.map((r) => [r.name as string, rowsOf(r.name).map((row) => String(row.id))]),
  )
  return {
    idsOf: (collection) => byCollection.get(collection) ?? [],
    allIds: [...byCollection.values()].flat(),
    rowsOf,
  }
}

/** Which collection an id field names: from the reference registry, else by its name (crew_id). */
function targetOfField(field: string, collection: string | null): string | null {
  if (collection) {
    const ref = referencesFrom(collection).find((r) => r.field === field)
    if (ref) return ref.target
  }
  if (!field.endsWith('_id')) return null
  const stem = field.slice(0, -3).split('_').at(-1) ?? ''
  return resources.find((r) => r.name === `${stem}s` || r.name.endsWith(`-${stem}s`))?.name ?? null
}

function idsFor(world: FuzzWorld, field: string, collection: string | null): string[] {
  const target = targetOfField(field, collection)
  const ids = target ? world.idsOf(target) : []
  return ids.length > 0 ? ids : world.allIds
}

/** A 1x1 PNG, and files that only claim to be images (checked by content, they must be refused). */
const DATA_URLS = [
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/png;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:application/pdf;base64,JVBERi0xLjQK',
  'data:image/png;base64,',
  'data:image/png;base64,!!!not base64!!!',
  'data:image/png,<svg onload=alert(1)>',
  'data:;base64,AAAA',
  'javascript:alert(1)',
] as const

/** A value the field's schema would accept (best effort: the body as a whole may still be refused). */
function plausibleValue(
  world: FuzzWorld,
  field: string,
  schema: JsonSchema,
  collection: string | null,
): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) {
    return fc.oneof(...schema.anyOf.map((s) => plausibleValue(world, field, s, collection)))
  }
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  if (schema.const !== undefined) return fc.constant(schema.const)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.format === 'uuid' || field.endsWith('_id')) {
        return fc.constantFrom(...idsFor(world, field, collection))
      }
      if (field.includes('data_url')) return fc.constantFrom(...DATA_URLS)
      return fc.constantFrom('Fuzz', 'A plain value', 'fuzz@example.com', '#336699')
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0
      const max = Math.min(schema.maximum ?? 1_000, min + 1_000_000_000_000)
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    }
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.constant([])
    case 'null':
      return fc.constant(null)
    case 'object':
      return fc.constant({})
    default:
      return fc.constant('Fuzz')
  }
}

/** A near-valid body: a sample row's fields (or plausible values), optional fields sometimes left out. */
function baseBody(
  world: FuzzWorld,
  route: ApiRoute,
  schema: JsonSchema,
): fc.Arbitrary<Record<string, unknown>> {
  const collection = rowCollectionOf(route)
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const rows = collection ? world.rowsOf(collection) : []
  const fields = Object.entries(properties).map(([key, prop]) => {
    const fromRows = rows.filter((row) => row[key] !== undefined).map((row) => row[key])
    const value =
      fromRows.length > 0
        ? fc.oneof(fc.constantFrom(...fromRows), plausibleValue(world, key, prop, collection))
        : plausibleValue(world, key, prop, collection)
    const keep = required.has(key) && route.method === 'POST' ? fc.constant(true) : fc.boolean()
    return fc.tuple(fc.constant(key), value, keep)
  })
  return fc
    .tuple(...fields)
    .map((entries) =>
      Object.fromEntries(entries.filter(([, , keep]) => keep).map(([key, value]) => [key, value])),
    )
}

const extraKeys = fc.oneof(
  fc.constantFrom('id', 'version', 'created_at', 'number', 'status', 'extra', '__proto__', ''),
  fc.string({ maxLength: 12 }),
)

type Path = (string | number)[]

/** Every path to a value inside arrays and objects below the top level (line items, sites...). */
function innerPaths(value: unknown, path: Path = []): Path[] {
  const paths: Path[] = path.length > 1 ? [path] : []
  if (Array.isArray(value)) {
    value.forEach((item, index) => paths.push(...innerPaths(item, [...path, index])))
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...innerPaths(item, [...path, key]))
  }
  return paths
}

function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return replacement
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      index === head ? withValueAt(item, rest, replacement) : item,
    )
  }
  if (value !== null && typeof value === 'object') {
    return {
      ...value,
      [head]: withValueAt((value as Record<string, unknown>)[head], rest, replacement),
    }
  }
  return value
}

/** A hostile value, most often of the same kind as `original` (so it gets past the type check). */
function hostileLike(world: FuzzWorld, original: unknown): fc.Arbitrary<unknown> {
  const any = hostileValue(world.allIds)
  const same = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 3, arbitrary }, { weight: 1, arbitrary: any })
  if (typeof original === 'number') return same(hostileNumber)
  if (typeof original === 'string') return same(hostileString)
  if (Array.isArray(original)) {
    const item = original.length > 0 ? fc.constantFrom(...(original as unknown[])) : hostileString
    return same(fc.array(item, { minLength: 201, maxLength: 600 }))
  }
  return any
}

/** A near-valid body with one value deep inside (a line item's qty, a site's address) made hostile. */
function innerMutation(
  world: FuzzWorld,
  base: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<unknown> {
  return base.chain((body) => {
    const paths = innerPaths(body)
    if (paths.length === 0) return fc.constant(body)
    return fc.constantFrom(...paths).chain((path) =>
      hostileLike(
        world,
        path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], body),
      ).map((value) => withValueAt(body, path, value)),
    )
  })
}

/** A body with one to three fields made hostile, a required field dropped, or an extra field added. */
export function bodyArbitrary(world: FuzzWorld, route: ApiRoute): fc.Arbitrary<unknown> {
  const schema = jsonSchemaOf(route.bodySchema)
  const keys = Object.keys(schema?.properties ?? {})
  const base = schema ? baseBody(world, route, schema) : fc.constant<Record<string, unknown>>({})
  const hostile = hostileValue(world.allIds)
  const key = keys.length > 0 ? fc.constantFrom(...keys) : extraKeys
  const mutated = base.chain((body) =>
    fc
      .record({
        changes: fc.array(
          key.chain((k) => hostileLike(world, body[k]).map((value) => [k, value] as const)),
          { minLength: 1, maxLength: 3 },
        ),
        drop: fc.option(key, { freq: 4 }),
        extra: fc.option(fc.tuple(extraKeys, hostile), { freq: 4 }),
      })
      .map(({ changes, drop, extra }) => {
        const out: Record<string, unknown> = { ...body }
        for (const [k, value] of changes) out[k] = value
        if (drop !== null) delete out[drop]
        // An own "__proto__" key, as JSON.parse makes it (an object literal would set the prototype).
        if (extra) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true })
        return out
      }),
  )
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 3, arbitrary: innerMutation(world, base) },
    { weight: 1, arbitrary: fc.oneof(wrongType, hostileString, fc.constant(undefined)) },
    { weight: 1, arbitrary: fc.array(base, { minLength: 1, maxLength: 2 }) },
  )
}

/** A body the route would likely accept: used where another part of the request is the hostile one. */
export function plausibleBody(world: FuzzWorld, route: ApiRoute): fc.Arbitrary<unknown> {
  const schema = jsonSchemaOf(route.bodySchema)
  return schema ? baseBody(world, route, schema) : fc.constant(undefined)
}

/**
 * Percent-encoding that also takes unpaired surrogates (encodeURIComponent throws on them): they go
 * out as the three bytes a careless encoder makes of them, which are not valid UTF-8.
 */
function enc(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0xd800 || code > 0xdfff) {
      out += encodeURIComponent(char)
      continue
    }
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
  }
  return out
}

/** A path segment: encoded hostile text, or raw bytes that are not valid percent-encoding. */
function pathSegment(world: FuzzWorld, collection: string): fc.Arbitrary<string> {
  const existing = world.idsOf(collection)
  return fc.oneof(
    { weight: 8, arbitrary: hostileId(existing.length > 0 ? existing : world.allIds).map(enc) },
    { weight: 1, arbitrary: fc.constantFrom(...world.allIds) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '%C0%AF',
        '%00',
        '%2F..%2F..',
        '..',
        '%20',
        '%F0%9F%92%A5',
        '%uD800',
        'x'.repeat(2048),
      ),
    },
  )
}

export function fillPath(route: ApiRoute, id: string): string {
  return route.path.replace(':id', id)
}

/** An existing id of the route's collection (encoded), the usual case outside the path family. */
function existingIdPath(world: FuzzWorld, route: ApiRoute): fc.Arbitrary<string> {
  const collection = idCollectionOf(route)
  if (!collection) return fc.constant(route.path)
  const ids = world.idsOf(collection)
  return fc.constantFrom(...(ids.length > 0 ? ids : world.allIds)).map((id) => fillPath(route, id))
}

/** Cursors that are not ours, and ours around hostile values (wrong type, NUL, huge, out of range). */
function cursorText(world: FuzzWorld): fc.Arbitrary<string> {
  const hostileCursorValue = fc.oneof(
    hostileString,
    fc.constantFrom(1e308, -1e308, 1.5, -1, 2 ** 63, 8_640_000_000_001, 0),
    wrongType,
  )
  return fc.oneof(
    fc.base64String({ maxLength: 60 }),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', '=', 'W10', 'bnVsbA', 'e30', 'WzEsMl0', '%', 'x'.repeat(1001)),
    fc
      .tuple(
        hostileCursorValue,
        fc.oneof(fc.constantFrom(...world.allIds), hostileId(world.allIds)),
      )
      .map(([v, id]) => encodeCursor({ v: v as string | number, id })),
  )
}

function queryValue(
  world: FuzzWorld,
  key: string,
  schema: JsonSchema | undefined,
): fc.Arbitrary<string> {
  const plausible: fc.Arbitrary<string>[] = []
  if (schema?.enum?.length) plausible.push(fc.constantFrom(...schema.enum.map(String)))
  if (schema?.format === 'uuid' || key.endsWith('_id')) {
    plausible.push(fc.constantFrom(...idsFor(world, key, null)))
  }
  if (key === 'limit') plausible.push(fc.integer({ min: -5, max: 500 }).map(String))
  if (key === 'tz') plausible.push(fc.integer({ min: -1000, max: 1000 }).map(String))
  if (key === 'from' || key === 'to') {
    plausible.push(fc.integer({ min: -1, max: 9_000_000_000_000 }).map(String))
  }
  if (key === 'cursor') plausible.push(cursorText(world))
  return fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileId(world.allIds) },
    ...plausible.map((arbitrary) => ({ weight: 2, arbitrary })),
  )
}

const malformedQueryParts = fc.constantFrom(
  '%',
  'q=%zz',
  'limit=%E0%A4%A',
  '&&&',
  '=',
  '==x',
  'a=b=c',
  'q=%00',
  'q[]=x',
  'filter[$ne]=x',
  'sort=title&sort=title',
  '__proto__=x',
  'constructor[prototype][x]=1',
)

/** A raw query string: the route's own keys with hostile or plausible values, extras and junk. */
export function queryArbitrary(world: FuzzWorld, route: ApiRoute): fc.Arbitrary<string> {
  const schema = jsonSchemaOf(route.querySchema)
  const properties = schema?.properties ?? {}
  const keys = Object.keys(properties)
  const pair = fc.oneof(
    ...keys.map((key) =>
      queryValue(world, key, properties[key]).map((value) => `${enc(key)}=${enc(value)}`),
    ),
    fc.tuple(extraKeys, hostileString).map(([key, value]) => `${enc(key)}=${enc(value)}`),
  )
  const part = fc.oneof(
    { weight: 6, arbitrary: pair },
    { weight: 1, arbitrary: malformedQueryParts },
  )
  return fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('&'))
}

/** The body family: hostile bodies on the route's real path. */
export function bodyRequest(world: FuzzWorld, route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(existingIdPath(world, route), bodyArbitrary(world, route))
    .map(([path, body]) => ({ method: route.method, path, query: '', body }))
}

/** The query family: hostile query strings on the route's real path. */
export function queryRequest(world: FuzzWorld, route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(existingIdPath(world, route), queryArbitrary(world, route))
    .map(([path, query]) => ({ method: route.method, path, query }))
}

/** The path family: a hostile `:id` with an otherwise plausible request. */
export function pathRequest(world: FuzzWorld, route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const collection = idCollectionOf(route) ?? ''
  return fc
    .tuple(pathSegment(world, collection), plausibleBody(world, route))
    .map(([segment, body]) => ({
      method: route.method,
      path: fillPath(route, segment),
      query: '',
      body,
    }))
}

// What only HTTP can carry: malformed JSON (truncated, NaN, 1e999, duplicate and __proto__ keys,
// deep nesting), wrong or missing content types, and bodies past the size limits. Every POST and
// PATCH route gets them; the answers and the data are checked like every other fuzz case.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createFuzzRunner,
  describeTally,
  fuzzRuns,
  type FuzzRunner,
} from '../../contract/fuzz/fuzz-runner'
import { fillPath, idCollectionOf, plausibleBody } from '../../contract/fuzz/route-requests'
import { apiRoutes, type ApiRoute } from '../../api/routes'
import { BODY_LIMIT, BRANDING_BODY_LIMIT, LEAD_DOCUMENT_BODY_LIMIT, MEDIA_BODY_LIMIT } from '../app'
import { OPEN_TIMEOUT_MS } from '../testing/test-databases'
import { fuzzServerWorld as world, openFuzzServer, type FuzzServer } from './fuzz-server'

let server: FuzzServer
let runner: FuzzRunner

beforeAll(async () => {
  server = await openFuzzServer()
  runner = createFuzzRunner(server)
}, OPEN_TIMEOUT_MS)
afterAll(async () => {
  if (runner) {
    await runner.verifySnapshot()
    console.info(describeTally('raw payloads', runner.tally, routes.length))
  }
  await server?.close()
}, OPEN_TIMEOUT_MS)

const runs = fuzzRuns(60)
const routes = apiRoutes.filter((route) => route.method === 'POST' || route.method === 'PATCH')

/** The route's path with an existing id of its collection. */
function pathOf(route: ApiRoute): string {
  const collection = idCollectionOf(route)
  return collection ? fillPath(route, world.idsOf(collection)[0] ?? '') : route.path
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** JSON text broken in the ways clients and proxies break it. */
const brokenJson = (json: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.nat({ max: Math.max(0, json.length - 1) }).map((n) => json.slice(0, n)),
    fc.constantFrom(
      `${json},`,
      `${json}${json}`,
      `\uFEFF${json}`,
      json.replace(/:\s*("[^"]*"|[-\d.e]+|true|false|null)/, ':NaN'),
      json.replace(/:\s*("[^"]*"|[-\d.e]+|true|false|null)/, ':1e999'),
      json.replace(/:\s*("[^"]*"|[-\d.e]+|true|false|null)/, ':-1e999'),
      json.replace(/:\s*("[^"]*"|[-\d.e]+|true|false|null)/, ':undefined'),
      json.replace(/"/g, "'"),
      json.replace('{', '{"__proto__":{"isAdmin":true},'),
      json.replace('{', '{"constructor":{"prototype":{"isAdmin":true}},'),
      json.replace(/^\{"([^"]+)"/, '{"$1":1,"$1"'),
      '{"a":}',
      '{a:1}',
      'undefined',
      'NaN',
      '1e999',
      '"\\ud800"',
      '"\\u0000"',
      '{"name":"\\u0000"}',
      '[]',
      'null',
      '   ',
      nested(10_000),
      `{"x":${nested(100_000)}}`,
    ),
  )

const contentTypes = fc.constantFrom(
  'text/plain',
  'text/html',
  'multipart/form-data; boundary=----x',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/jsonx',
  'application/vnd.api+json',
  '*/*',
  'json',
  '',
  undefined,
)

async function sendRaw(
  route: ApiRoute,
  payload: string | Buffer,
  contentType: string | undefined,
): Promise<void> {
  const path = pathOf(route)
  const response = await server.inject({
    method: route.method,
    url: path,
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    payload,
  })
  const shown = typeof payload === 'string' ? payload.slice(0, 200) : `<${payload.length} bytes>`
  await runner.run(
    { method: route.method, path, query: '', body: `[${contentType ?? 'no type'}] ${shown}` },
    response,
  )
}

describe('fuzz: raw payloads', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path}`, { timeout: 300_000 }, async () => {
      const json = plausibleBody(world, route).map((body) => JSON.stringify(body ?? {}))
      await fc.assert(
        fc.asyncProperty(
          json.chain((text) =>
            fc.oneof(
              { weight: 3, arbitrary: fc.tuple(brokenJson(text), fc.constant('application/json')) },
              { weight: 2, arbitrary: fc.tuple(fc.constant(text), contentTypes) },
            ),
          ),
          async ([payload, contentType]) => sendRaw(route, payload, contentType),
        ),
        { numRuns: Math.max(5, Math.ceil(runs / 4)), endOnFailure: true },
      )
    })
  }

  it('refuses a body past the limit with 413 and the limit in the message', async () => {
    const limits: [string, number][] = [
      ['POST /api/persons', BODY_LIMIT],
      ['PATCH /api/jobs/:id', BODY_LIMIT],
      ['POST /api/payments', BODY_LIMIT],
      ['PATCH /api/settings/branding', BRANDING_BODY_LIMIT],
      ['POST /api/media', MEDIA_BODY_LIMIT],
      ['POST /api/lead-documents', LEAD_DOCUMENT_BODY_LIMIT],
    ]
    for (const [name, limit] of limits) {
      const route = routes.find((r) => `${r.method} ${r.path}` === name)
      if (!route) throw new Error(`no route ${name}`)
      const payload = JSON.stringify({ name: 'x'.repeat(limit) })
      for (const contentType of ['application/json', 'text/plain', undefined]) {
        const response = await server.inject({
          method: route.method,
          url: pathOf(route),
          headers: contentType ? { 'content-type': contentType } : {},
          payload,
        })
        const request = { method: route.method, path: pathOf(route), query: '' }
        await runner.run({ ...request, body: `<${payload.length} bytes>` }, response)
        const { error } = response.body as { error: { code: string; message: string } }
        if (contentType === 'application/json') {
          expect(response.status, name).toBe(413)
          expect(error.code).toBe('PAYLOAD_TOO_LARGE')
          expect(error.message).toContain(`${limit / (1024 * 1024)} MiB`)
        } else {
          expect([413, 415], name).toContain(response.status)
        }
      }
    }
  })
})

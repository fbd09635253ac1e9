// The OpenAPI 3.1 document of the route table, built from the same zod schemas the handlers parse
// with (z.toJSONSchema); the handlers validate, this only describes.
import { z } from 'zod'
import type { ApiRoute } from '../../api/routes'
import { errorBodySchema } from '../../domain/shared/error-body'

type JsonSchema = Record<string, unknown>
type Operation = Record<string, unknown>

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema
  return rest
}

/** Query parameters from an object schema: one parameter per property. */
function queryParameters(schema: z.ZodType): Operation[] {
  const object = jsonSchema(schema, 'input')
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((object.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }))
}

function pathParameters(path: string): Operation[] {
  return [...path.matchAll(/:([a-z_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }))
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

function operation(route: ApiRoute): Operation {
  const success =
    route.successStatus === 204
      ? { description: 'Done' }
      : {
          description: 'Success',
          ...(route.responseSchema
            ? {
                content: {
                  'application/json': { schema: jsonSchema(route.responseSchema, 'output') },
                },
              }
            : {}),
        }
  return {
    summary: route.summary,
    tags: [route.tag],
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    parameters: [
      ...pathParameters(route.path),
      ...(route.querySchema ? queryParameters(route.querySchema) : []),
    ],
    ...(route.bodySchema
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.bodySchema, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(route.successStatus)]: success,
      '4XX': errorResponse(
        'The request was refused (validation, not found, conflict, size, content type)',
      ),
      '500': errorResponse('An unexpected failure; the message never shows details'),
    },
  }
}

export function buildOpenApiDocument(routes: readonly ApiRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {}
  for (const route of routes) {
    const path = route.path.replace(/:([a-z_]+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = operation(route)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Groundwork API',
      version,
      description:
        'Operations CRM for a small field-service business. Errors: { error: { code, message, fields? } }.',
    },
    paths,
    components: { schemas: { Error: jsonSchema(errorBodySchema, 'output') } },
  }
}

/** The gateway's OpenAPI document, generated from the route table so it cannot drift from it. */
import { z } from 'zod';
import type { Route } from '../routes/route';

export function openApiDocument(routes: Route[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const schema = route.rawBody
      ? { type: 'string', format: 'binary' }
      : z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' });
    const operation: Record<string, unknown> = {
      summary: route.summary,
      operationId: `${route.service}.${route.rpc}`,
      security: route.access === 'public' ? [] : [{ session: [] }],
      'x-access': route.access,
      responses: {
        '200': route.events
          ? {
              description: `Server-sent events named '${route.events.name}', then the stream ends`,
              content: { 'text/event-stream': { schema: { type: 'string' } } },
            }
          : { description: 'OK' },
        '400': { $ref: '#/components/responses/Error' },
        ...(route.access === 'public'
          ? {}
          : {
              '401': { $ref: '#/components/responses/Error' },
              '403': { $ref: '#/components/responses/Error' },
            }),
        '501': { $ref: '#/components/responses/Error' },
      },
    };
    if (route.method === 'get') {
      const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
      operation.parameters = Object.entries(properties).map(([name, property]) => ({
        name,
        in: 'query',
        schema: property,
      }));
    } else {
      operation.requestBody = {
        required: true,
        content: { [route.rawBody ? 'application/octet-stream' : 'application/json']: { schema } },
      };
    }
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Storybook gateway', version: '1.0.0' },
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sb_session' } },
      responses: {
        Error: {
          description: 'An error the user may see',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
            },
          },
        },
      },
    },
  };
}

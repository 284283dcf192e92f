/**
 * The gateway's OpenAPI document, generated from the route table (its zod schemas, access, guards and
 * limits) so it cannot drift from what the gateway does. Every status a route can answer is listed from
 * the same facts the request pipeline in app.ts acts on; the contract tests and schemathesis hold the
 * gateway to it.
 */
import { z } from 'zod';
import { errorAnswer } from '../routes/answers';
import type { Route } from '../routes/route';

type Json = Record<string, unknown>;

/** Body and query fields that, if sent, must name the session's own user (session.ts): not for clients. */
const OWN_USER_FIELDS = new Set(['userId', 'user_id']);

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  // `unrepresentable: 'any'`: the webhook's Buffer, which the document describes by hand.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** The input schema without the optional own-user fields (a required `userId` names someone else). */
function requestSchema(route: Route): Json {
  const schema = jsonSchema(route.input, 'input');
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = (schema.required ?? []) as string[];
  for (const name of Object.keys(properties)) {
    if (OWN_USER_FIELDS.has(name) && !required.includes(name)) delete properties[name];
  }
  return schema;
}

const errorRef = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * Where an event route's data schema lives: a named component rather than inline in `x-event-data`, so
 * generators that skip extensions (the web's types) still see it.
 */
const eventSchemaName = (route: Route) => `${route.rpc}Event`;

/** Every status a route can answer, and why: the gateway's own refusals and the service's. */
function responses(route: Route): Json {
  const success: Json = route.events
    ? {
        description:
          `Server-sent events named '${route.events.name}', each with a JSON object as its data ` +
          '(see x-event-data), until one says the work is finished; then the stream ends',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
        'x-event-data': { $ref: `#/components/schemas/${eventSchemaName(route)}` },
      }
    : {
        description: 'OK',
        ...(route.session === 'open'
          ? { headers: { 'Set-Cookie': { description: 'The new session', schema: { type: 'string' } } } }
          : {}),
        content: { 'application/json': { schema: jsonSchema(route.output, 'output') } },
      };
  const signedIn = route.access !== 'public';
  const post = route.method === 'post';
  const statuses = new Set<number>(route.refusals ?? []);
  const why: Record<number, string[]> = {};
  const add = (status: number, reason: string) => {
    statuses.add(status);
    (why[status] ??= []).push(reason);
  };
  add(400, 'The input does not match the request schema (the error names the fields)');
  for (const status of route.refusals ?? []) (why[status] ??= []).push('Refused by the service');
  if (signedIn) add(401, 'No session, or it ended: sign in');
  if (signedIn) add(403, 'A userId or user_id in the input that is not the session’s own');
  if (route.access === 'admin') add(403, 'The session is not an admin’s');
  if (post && !route.rawBody)
    add(403, 'Not sent by the app’s own pages (Sec-Fetch-Site or Origin), or not application/json');
  if (route.generatesFor)
    add(403, "code 'pin_required': the session holds no PIN grant for the profile (profileId says which)");
  if (post) add(413, 'The body is larger than the route allows');
  if (route.rateLimit)
    add(429, `Too many requests in the '${route.rateLimit}' budget; Retry-After says when`);
  add(503, 'A service is briefly unavailable');
  const answers: Json = { '200': success };
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const reasons = (why[status] ?? []).join('; ');
    answers[String(status)] =
      status === 429
        ? errorRef(reasons, {
            'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
          })
        : errorRef(reasons);
  }
  return answers;
}

function security(route: Route): Json[] {
  if (route.rawBody) return [{ stripeSignature: [] }];
  if (route.access === 'admin') return [{ session: ['admin'] }];
  if (route.access === 'user') return [{ session: [] }];
  // A public route that knows its caller works with a session or without one.
  return route.knowsCaller ? [{}, { session: [] }] : [];
}

function operation(route: Route): Json {
  const op: Json = {
    summary: route.summary,
    operationId: `${route.service}.${route.rpc}`,
    tags: [route.path.split('/')[2] ?? 'api'],
    security: security(route),
    'x-access': route.access,
    ...(route.rateLimit ? { 'x-rate-limit': route.rateLimit } : {}),
    responses: responses(route),
  };
  if (route.rawBody) {
    op.description =
      'The body is the event exactly as Stripe sent it: billing checks its Stripe-Signature over those bytes.';
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: { type: 'object', description: 'A Stripe event' } } },
    };
    return op;
  }
  const schema = requestSchema(route);
  if (route.method === 'get') {
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    const required = (schema.required ?? []) as string[];
    op.parameters = Object.entries(properties).map(([name, property]) => ({
      name,
      in: 'query',
      required: required.includes(name),
      schema: property,
    }));
  } else {
    op.requestBody = { required: true, content: { 'application/json': { schema } } };
  }
  return op;
}

export function openApiDocument(routes: Route[], cookieName = 'sb_session'): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storybook gateway',
      version: '1.0.0',
      description:
        'The HTTP API of Storybook. The user is always the session’s: a `userId` or `user_id` a client ' +
        'still sends must be the session’s own. State-changing requests must be JSON from the app’s own ' +
        'pages. A method a path does not have is answered 405 with Allow. String lengths count UTF-16 ' +
        'code units, as JavaScript does.',
    },
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: cookieName,
          description: 'The session cookie a sign-in sets; the scope `admin` means the session is an admin’s',
        },
        stripeSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'Stripe-Signature',
          description: 'Stripe’s signature over the raw body, checked with the webhook secret',
        },
      },
      schemas: {
        Error: jsonSchema(errorAnswer, 'output'),
        ...Object.fromEntries(
          routes
            .filter((route) => route.events)
            .map((route) => [eventSchemaName(route), jsonSchema(route.output, 'output')]),
        ),
      },
    },
  };
}
